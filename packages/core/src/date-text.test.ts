import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatShortDayTime } from './date-text';

describe('date text', () => {
  it('writes Phnom Penh dates in the three languages', () => {
    expect(formatDay('2026-11-21T18:30:00Z', 'kh')).toBe('22 វិច្ឆិកា 2026');
    expect(formatDay('2026-11-21T18:30:00Z', 'en')).toBe('22 November 2026');
    expect(formatDay('2026-11-21T18:30:00Z', 'zh')).toBe('2026年11月22日');
    expect(formatDayTime('2026-01-01T00:05:00Z', 'en')).toBe('1 January 2026 07:05');
    expect(formatShortDayTime('2026-12-31T17:05:00Z')).toBe('01/01/2027 00:05');
  });
});
