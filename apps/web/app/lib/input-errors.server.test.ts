import { describe, expect, it } from 'vitest';
import { registerSchema } from '@fardin/core/contract-accounts';
import { ERROR_TEXT } from '@fardin/core/error-codes';
import { FIELD_TEXT } from '@fardin/core/field-text';
import { inputErrors } from './input-errors.server';

describe('inputErrors', () => {
  it('names every refused field at once, translated, in the schema order', async () => {
    const errors = await inputErrors(registerSchema, { name: ' ', phone: '12', password: 'abc' }, 'kh');
    expect(Object.keys(errors)).toEqual(['name', 'phone', 'password']);
    expect(errors.name).toBe(ERROR_TEXT['validation.required'].kh.replace('{field}', FIELD_TEXT.name!.kh));
    expect(errors.phone).toBe(ERROR_TEXT['account.phone_invalid'].kh);
    expect(errors.password).toBe(ERROR_TEXT['password.too_short'].kh);
  });

  it('keeps the first problem of a field only', async () => {
    const errors = await inputErrors(registerSchema, { name: 'Dara', phone: '', password: '' }, 'en');
    expect(errors).toEqual({ phone: 'phone is required', password: 'password is required' });
  });

  it('answers nothing for an accepted input', async () => {
    expect(
      await inputErrors(registerSchema, { name: 'Dara', phone: '012 345 678', password: 'mekong-river-9' }, 'zh'),
    ).toEqual({});
  });
});
