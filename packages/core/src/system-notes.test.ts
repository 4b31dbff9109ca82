import { describe, expect, it } from 'vitest';
import { systemNoteText } from './system-notes';

describe('system timeline notes', () => {
  it('translates the shop’s own notes and leaves typed notes alone', () => {
    expect(systemNoteText('Bank transfer verified', 'kh')).toBe('បានផ្ទៀងផ្ទាត់ការផ្ទេរប្រាក់តាមធនាគារ');
    expect(systemNoteText('Bank transfer verified', 'zh')).toBe('银行转账已核实');
    expect(systemNoteText('Bank transfer verified', 'en')).toBe('Bank transfer verified');
    expect(systemNoteText('ខ្ញុំនឹងមកយកនៅថ្ងៃច័ន្ទ', 'kh')).toBe('ខ្ញុំនឹងមកយកនៅថ្ងៃច័ន្ទ');
    expect(systemNoteText('constructor', 'kh')).toBe('constructor');
  });
});
