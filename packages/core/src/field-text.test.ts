import { describe, expect, it } from 'vitest';
import { errorText } from './error-codes';
import { FIELD_TEXT, fieldText } from './field-text';

describe('field words in required-field messages', () => {
  it('names the field in Khmer and Chinese, keeps the API name in English (SPEC wording)', () => {
    expect(errorText('validation.required', 'kh', 'name is required', { field: 'name' })).toBe('សូមបំពេញ ឈ្មោះ');
    expect(errorText('validation.required', 'zh', 'name is required', { field: 'name' })).toBe('请填写名称');
    expect(errorText('validation.required', 'en', 'name is required', { field: 'name' })).toBe('name is required');
    expect(errorText('checkout.field_required', 'kh', 'address is required', { field: 'address' })).toBe(
      'សូមបំពេញ អាសយដ្ឋាន',
    );
  });

  it("names the back office's fields too (the audit read «សូមបំពេញ tracking_no»)", () => {
    expect(errorText('validation.required', 'kh', 'tracking_no is required', { field: 'tracking_no' })).toBe(
      'សូមបំពេញ លេខតាមដាន',
    );
    expect(
      errorText('validation.not_above', 'zh', 'weight_kg must be more than 0', { field: 'weight_kg', min: 0 }),
    ).toBe('重量必须大于0');
  });

  it('reads a dotted path by its last part and keeps an unknown field as it is', () => {
    expect(fieldText('location.lat', 'kh')).toBe(FIELD_TEXT.lat!.kh);
    expect(fieldText('shipping_mark', 'zh')).toBe('shipping_mark');
    expect(fieldText('toString', 'kh')).toBe('toString');
  });

  it('has a Khmer word with no Latin letters for every field', () => {
    for (const [field, text] of Object.entries(FIELD_TEXT)) {
      expect(text.kh, field).toMatch(/^[\u1780-\u17ff ]+$/);
      expect(text.zh, field).toMatch(/^[\u4e00-\u9fff]+$/);
    }
  });
});
