// How a need-help request's codes read in an email, in the email's language.
import type { Language } from '@fis/shared/enums';
import { t } from '../../lib/catalogs.js';

export const roleLabel = (lang: Language, role: number) => t(lang, `help:roles.${role}`);
export const topicLabel = (lang: Language, topic: number) => t(lang, `help:topics.${topic}`);
export const languageLabel = (lang: Language, of: Language) => t(lang, `common:language.${of}`);
