import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { SYSTEM_NOTE_TEXT, isSystemNote, systemNote, systemNoteText } from './system-notes';

describe('system timeline notes', () => {
  it('are stored as codes and read in the page’s language', () => {
    const stored = systemNote('problem.raised.out_of_stock');
    expect(stored).toBe('sys:problem.raised.out_of_stock');
    expect(systemNoteText(stored, 'kh')).toBe('បញ្ហា៖ ហាងអស់ទំនិញនេះ');
    expect(systemNoteText(stored, 'zh')).toBe('问题：卖家缺货');
    expect(systemNoteText(stored, 'en')).toBe('Problem: sold out at the seller');
  });

  it('carry the values their text names', () => {
    const stored = systemNote('problem.alternative', { variant: 'ខ្មៅ / M & 100%?' });
    expect(systemNoteText(stored, 'kh')).toBe('បានជ្រើសជម្រើសផ្សេង៖ ខ្មៅ / M & 100%?');
    expect(systemNoteText(stored, 'en')).toBe('Alternative chosen: ខ្មៅ / M & 100%?');
  });

  it('read the rows written before the codes: English sentences, raw kinds and answers', () => {
    expect(systemNoteText('Bank transfer verified', 'kh')).toBe('បានផ្ទៀងផ្ទាត់ការផ្ទេរប្រាក់តាមធនាគារ');
    expect(systemNoteText('Bank transfer verified', 'zh')).toBe('银行转账已核实');
    expect(systemNoteText('price_changed', 'kh')).toBe('បញ្ហា៖ ហាងបានឡើងថ្លៃ');
    expect(systemNoteText('accept', 'zh')).toBe('买家仍然接受');
    expect(systemNoteText('Alternative Red', 'kh')).toBe('បានជ្រើសជម្រើសផ្សេង៖ Red');
    expect(systemNoteText('batch B-2611-0001', 'kh')).toBe('ជំនាន់ដឹក B-2611-0001');
    expect(systemNoteText(systemNote('storage.day', { day: '3' }), 'zh')).toBe('仓储第 3 天');
  });

  it('leave a person’s words alone', () => {
    expect(systemNoteText('ខ្ញុំនឹងមកយកនៅថ្ងៃច័ន្ទ', 'kh')).toBe('ខ្ញុំនឹងមកយកនៅថ្ងៃច័ន្ទ');
    expect(systemNoteText('constructor', 'kh')).toBe('constructor');
    expect(systemNoteText('sys:toString', 'kh')).toBe('sys:toString');
    expect(isSystemNote('call me first')).toBe(false);
    expect(isSystemNote(systemNote('line.price_rise'))).toBe(true);
  });

  it('have a text in every language, Khmer in Khmer script and Chinese in Han', () => {
    for (const [code, text] of Object.entries(SYSTEM_NOTE_TEXT)) {
      for (const locale of LOCALES) expect(text[locale].trim(), `${code} ${locale}`).not.toBe('');
      expect(text.kh, code).toMatch(/[\u1780-\u17ff]/);
      expect(text.zh, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
