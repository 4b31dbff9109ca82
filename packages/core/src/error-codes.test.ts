import { describe, expect, it } from 'vitest';
import { ERROR_TEXT, errorText, fillParams, isErrorCode, placeholdersOf } from './error-codes';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from './account-text';
import { CHECKOUT_CODE } from './checkout-text';
import { UPLOAD_CODE } from './upload-text';
import { SPEC_TEXT } from './messages';

const KHMER = /[\u1780-\u17ff]/;
const CJK = /[\u3400-\u9fff]/;

describe('error-code catalogue', () => {
  const entries = Object.entries(ERROR_TEXT);

  it('names every code area.snake_reason', () => {
    for (const [code] of entries) expect(code, code).toMatch(/^[a-z]+(?:_[a-z]+)*\.[a-z0-9]+(?:_[a-z0-9]+)*$/);
  });

  it('has a non-empty text in each language, in its own script', () => {
    for (const [code, text] of entries) {
      expect(text.en.trim(), `${code} en`).not.toBe('');
      expect(text.kh, `${code} kh`).toMatch(KHMER);
      expect(text.zh, `${code} zh`).toMatch(CJK);
    }
  });

  it('names the same placeholders in all three texts', () => {
    for (const [code, text] of entries) {
      const en = placeholdersOf(text.en);
      expect(placeholdersOf(text.kh), `${code} kh`).toEqual(en);
      expect(placeholdersOf(text.zh), `${code} zh`).toEqual(en);
    }
  });

  it('holds the codes the text modules name', () => {
    for (const code of [
      ...Object.values(ACCOUNT_CODE),
      ...Object.values(CHECKOUT_CODE),
      ...Object.values(UPLOAD_CODE),
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('keeps the spec texts the API answers today', () => {
    expect(ERROR_TEXT['auth.invalid_credentials'].en).toBe(ACCOUNT_TEXT.badCredentials);
    expect(ERROR_TEXT['checkout.form_invalid'].en).toBe(SPEC_TEXT.checkoutFormInvalid);
    expect(ERROR_TEXT['server.error'].en).toBe(SPEC_TEXT.errorOccurred);
    expect(fillParams(ERROR_TEXT['checkout.field_required'].en, { field: 'address' })).toBe('address is required');
  });
});

describe('errorText', () => {
  it('fills the params in the asked language', () => {
    expect(errorText('delivery.too_far', 'en', 'x', { km: 25 })).toBe(
      'Fast Express covers up to 25 km; please book Province Express',
    );
    expect(errorText('delivery.too_far', 'kh', 'x', { km: 25 })).toContain('25');
    expect(errorText('wallet.insufficient_balance', 'zh', 'x', { balance: '$1.00', needed: '$3.00' })).toBe(
      'Anakut Cash 余额不足：您有 $1.00，此订单需要 $3.00',
    );
  });

  it('shows the fallback for a code it does not know', () => {
    expect(errorText('nope.unknown', 'kh', 'As the server said')).toBe('As the server said');
    expect(errorText(undefined, 'zh', 'As the server said')).toBe('As the server said');
  });
});
