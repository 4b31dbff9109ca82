import { describe, expect, it } from 'vitest';
import { formNumber, formRaw, formText } from './form-data';

const formOf = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('form fields', () => {
  const form = formOf({
    name: '  Sokha Chan \n',
    password: ' two  spaces ',
    quantity: ' 3 ',
    price: '12.50',
    empty: '   ',
    zero: '0',
    file: new Blob(['x']),
    nan: 'three',
  });

  it('formText trims; a missing field or a file is empty', () => {
    expect(formText(form, 'name')).toBe('Sokha Chan');
    expect(formText(form, 'empty')).toBe('');
    expect(formText(form, 'missing')).toBe('');
    expect(formText(form, 'file')).toBe('');
  });

  it('formRaw keeps a password as typed, spaces included', () => {
    expect(formRaw(form, 'password')).toBe(' two  spaces ');
    expect(formRaw(form, 'missing')).toBe('');
    expect(formRaw(form, 'file')).toBe('');
  });

  it('formNumber reads trimmed numbers; empty is undefined, zero stays zero, words are NaN', () => {
    expect(formNumber(form, 'quantity')).toBe(3);
    expect(formNumber(form, 'price')).toBe(12.5);
    expect(formNumber(form, 'zero')).toBe(0);
    expect(formNumber(form, 'empty')).toBeUndefined();
    expect(formNumber(form, 'missing')).toBeUndefined();
    expect(formNumber(form, 'nan')).toBeNaN();
  });

  it('the first of repeated fields is the one read', () => {
    const repeated = new FormData();
    repeated.append('variant', 'red-m');
    repeated.append('variant', 'blue-l');
    expect(formText(repeated, 'variant')).toBe('red-m');
  });
});
