import { describe, expect, it } from 'vitest';
import { whileAlone } from './startup-lock';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('startup-lock.test.ts skipped: set TEST_DATABASE_URL to run the startup lock on PostgreSQL');

describe.skipIf(!url)('the startup lock (migrate and seed) on PostgreSQL', () => {
  it('lets processes starting together run one at a time, and frees the lock when the work fails', async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      events.push(`${name} out`);
    };
    await Promise.all([whileAlone(url!, work('a')), whileAlone(url!, work('b')), whileAlone(url!, work('c'))]);
    // Never two inside at once: each entry is followed by its own exit.
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]).toBe(events[i]!.replace(' in', ' out'));
    expect(events).toHaveLength(6);

    await expect(whileAlone(url!, async () => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    );
    await expect(whileAlone(url!, async () => 'next start')).resolves.toBe('next start');
  });
});
