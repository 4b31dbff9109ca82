import { describe, expect, it } from 'vitest';
import { searchConcepts } from './text-match';

describe('searchConcepts', () => {
  it('finds the glossary term of an English word written in the singular or the plural', () => {
    // The glossary holds "shoes": a shopper typing "shoe" means the same shoes, in every language.
    for (const word of ['shoe', 'shoes']) {
      const [concept] = searchConcepts(word);
      expect(concept).toEqual(expect.arrayContaining([word, '鞋', 'ស្បែកជើង']));
    }
  });

  it('keeps a word the glossary does not hold, in the singular', () => {
    expect(searchConcepts('zorbles')).toEqual([['zorble']]);
    expect(searchConcepts('zorb')).toEqual([['zorb']]);
  });
});
