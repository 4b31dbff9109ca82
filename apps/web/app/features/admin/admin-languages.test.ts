import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../i18n/dictionaries';
import { ADMIN_PREFIXES } from './admin-prefixes';
import { ALL_CODES, CODE_KEY, type CodeKind } from './code-text';

/** Texts that are the same in every language: names and codes staff read as they are. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(['commerce.checkout.khqr', 'commerce.checkout.anakut']);

const adminKeys = (Object.keys(DICTIONARIES.en) as (keyof typeof DICTIONARIES.en)[]).filter((key) =>
  ADMIN_PREFIXES.some((p) => key.startsWith(p)),
);

/**
 * The back office in Khmer and Chinese (issue 25 item 7): every code it lists has a name, and no
 * text of the back office is left in English in the Chinese or Khmer dictionary.
 */
describe('the back office in kh and zh', () => {
  it.each(Object.keys(ALL_CODES) as CodeKind[])('names every %s code in kh and zh, never as the code', (kind) => {
    for (const code of ALL_CODES[kind]) {
      const key = CODE_KEY[kind](code);
      expect(key, `${kind} ${code}`).not.toBeNull();
      for (const locale of ['kh', 'zh'] as const) {
        const text = DICTIONARIES[locale][key!];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(text, `${locale} ${key}`).not.toBe(code);
        if (!SAME_IN_EVERY_LANGUAGE.has(key!))
          expect(text, `${locale} ${key} is the English text`).not.toBe(DICTIONARIES.en[key!]);
      }
    }
  });

  it.each(['kh', 'zh'] as const)('has every back-office text in %s, none left in English', (locale) => {
    const english = adminKeys.filter(
      (key) =>
        !SAME_IN_EVERY_LANGUAGE.has(key) &&
        /[A-Za-z]{3}/.test(DICTIONARIES.en[key]) &&
        DICTIONARIES[locale][key] === DICTIONARIES.en[key],
    );
    expect(english).toEqual([]);
  });
});
