// "5 minutes ago" in the reader's language, from an ISO time.
import { relativeTimeFormat } from '../../../lib/dates';

export function relativeTime(iso: string, language: string, justNow: string, now = Date.now()): string {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  if (seconds < 60) return justNow;
  const format = relativeTimeFormat(language);
  const minutes = seconds / 60;
  if (minutes < 60) return format.format(-Math.floor(minutes), 'minute');
  const hours = minutes / 60;
  if (hours < 24) return format.format(-Math.floor(hours), 'hour');
  const days = hours / 24;
  if (days < 7) return format.format(-Math.floor(days), 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
