// The web app's words in 'cn': every namespace but emails (the API's alone), in one chunk of
// the build that loads when 'cn' is the language (lib/i18n.ts).
import type { ResourceKey } from 'i18next';

export default import.meta.glob<ResourceKey>(['../../../../../packages/shared/locales/cn/*.json', '!**/emails.json'], {
  eager: true,
  import: 'default',
});
