/** The Phnom Penh calendar day of an instant (UTC+7, no daylight saving), `YYYY-MM-DD`. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}
