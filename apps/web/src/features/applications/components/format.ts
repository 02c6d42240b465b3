// Dates and times of the pipeline. Interviews are set and shown in Hong Kong time (+08:00)
// whatever the browser's own time zone.
export const HONG_KONG = 'Asia/Hong_Kong';

const locale = (language: string) => (language === 'en' ? 'en-HK' : language === 'cn' ? 'zh-CN' : 'zh-HK');

/** 2025-03-14 style date, in Hong Kong. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: HONG_KONG,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  return parts;
}

/** Date and time, in Hong Kong, in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: HONG_KONG,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The ISO date-time the API wants for a Hong Kong date (YYYY-MM-DD) and time (HH:mm). */
export function hongKongIso(date: string, time: string): string {
  return `${date}T${time}:00+08:00`;
}

/** The applicant's name as the company sees it: English, and Chinese when there is one. */
export function applicantName(candidate: { englishName: string; chineseName: string | null }): string {
  return candidate.chineseName ? `${candidate.englishName} (${candidate.chineseName})` : candidate.englishName;
}
