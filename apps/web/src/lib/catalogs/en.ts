// The web app's words in 'en': every namespace but emails (the API's alone), in one chunk of
// the build that loads when 'en' is the language (lib/i18n.ts).
import type { ResourceKey } from 'i18next';

export default import.meta.glob<ResourceKey>(['../../../../../packages/shared/locales/en/*.json', '!**/emails.json'], {
  eager: true,
  import: 'default',
});
