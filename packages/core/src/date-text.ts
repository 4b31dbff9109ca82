import type { Locale } from './locale';

/**
 * Dates in Phnom Penh time (UTC+7, no daylight saving), written the same way on the server and in
 * the browser: Intl's Khmer data differs between Node and Chromium builds, which would break
 * hydration.
 */
const KH_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const OFFSET_MS = 7 * 60 * 60 * 1000;

function parts(iso: string) {
  const d = new Date(new Date(iso).getTime() + OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    m: d.getUTCMonth(),
    day: d.getUTCDate(),
    hh: String(d.getUTCHours()).padStart(2, '0'),
    mm: String(d.getUTCMinutes()).padStart(2, '0'),
  };
}

/** `22 វិច្ឆិកា 2026`, `22 November 2026`, `2026年11月22日`. */
export function formatDay(iso: string, locale: Locale): string {
  const { y, m, day } = parts(iso);
  if (locale === 'zh') return `${y}年${m + 1}月${day}日`;
  return `${day} ${(locale === 'kh' ? KH_MONTHS : EN_MONTHS)[m]} ${y}`;
}

/** The day and the time (24 h): `22 វិច្ឆិកា 2026 14:05`. */
export function formatDayTime(iso: string, locale: Locale): string {
  const { hh, mm } = parts(iso);
  return `${formatDay(iso, locale)} ${hh}:${mm}`;
}

/** Short numeric form for the back office: `22/11/2026 14:05` (day/month/year, Phnom Penh time). */
export function formatShortDayTime(iso: string): string {
  const { y, m, day, hh, mm } = parts(iso);
  return `${String(day).padStart(2, '0')}/${String(m + 1).padStart(2, '0')}/${y} ${hh}:${mm}`;
}

/** The year in Phnom Penh now (the footer's ©), the same on the server and in any browser time zone. */
export function phnomPenhYear(now: number = Date.now()): number {
  return parts(new Date(now).toISOString()).y;
}
