import { describe, expect, it } from 'vitest';
import { oneSegment, otpSmsText, smsSegments } from './sms-text';

describe('SMS segments', () => {
  it('GSM-7: 160 in one segment, 153 a segment beyond; extension characters count twice', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('Khmer is UCS-2: 70 in one segment, 67 a segment beyond', () => {
    expect(smsSegments('ក'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments('ក'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(smsSegments('ក'.repeat(134)).segments).toBe(2);
    expect(smsSegments('ក'.repeat(135)).segments).toBe(3);
    // One Khmer character among Latin makes the whole text UCS-2.
    expect(smsSegments(`${'a'.repeat(70)}ក`).segments).toBe(2);
  });

  it('the code text is one segment in each language, Khmer by default', () => {
    for (const locale of ['kh', 'en', 'zh'] as const) {
      const text = otpSmsText(locale, 'Fardin', '0081');
      expect(text).toContain('0081');
      expect(smsSegments(text).segments).toBe(1);
    }
    expect(smsSegments(otpSmsText('kh', 'Fardin', '0081')).encoding).toBe('ucs2');
    expect(otpSmsText('kh', 'Fardin', '0081')).toMatch(/លេខកូដ/);
  });

  it('oneSegment keeps a short text and cuts a long one to one segment with an ellipsis of its encoding', () => {
    expect(oneSegment('ការបញ្ជាទិញ #12 បានបង់ប្រាក់')).toBe('ការបញ្ជាទិញ #12 បានបង់ប្រាក់');
    const khmer = oneSegment(`ការបញ្ជាទិញ #12 ${'ទំនិញបានមកដល់ឃ្លាំង '.repeat(8)}`);
    expect(smsSegments(khmer)).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(khmer.endsWith('…')).toBe(true);
    const english = oneSegment(`Order #12 ${'arrived at the warehouse '.repeat(10)}`);
    expect(smsSegments(english)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(english.endsWith('...')).toBe(true);
  });
});
