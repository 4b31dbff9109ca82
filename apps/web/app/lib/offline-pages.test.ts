import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offlineMessages } from '../i18n/offline';
import { OFFLINE_LOCALES, offlinePage, type OfflineLocale } from '../../scripts/offline-page';

const locales = Object.keys(OFFLINE_LOCALES) as OfflineLocale[];

describe('offline pages', () => {
  it.each(locales)('public/offline/%s.html is the generated page (run generate-offline-pages.ts)', (locale) => {
    const file = readFileSync(new URL(`../../public/offline/${locale}.html`, import.meta.url), 'utf8');
    expect(file).toBe(offlinePage(locale));
  });

  it.each(locales)('the %s page says it in its language, with try-again and home links', (locale) => {
    const page = offlinePage(locale);
    expect(page).toContain(offlineMessages[locale]['offline.heading']);
    expect(page).toContain('href="__RETRY__"');
    expect(page).toContain(`href="${OFFLINE_LOCALES[locale] || '/'}"`);
    // Self-contained: no script, no file of its own to fetch while offline.
    expect(page).not.toMatch(/<script|<link|src=/);
    expect(page).toContain('__FONT__');
  });

  it('the Khmer page has no English words outside the brand', () => {
    const text = offlinePage('kh')
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/Fardin/g, '');
    expect(text).not.toMatch(/[A-Za-z]{2,}/);
  });
});
