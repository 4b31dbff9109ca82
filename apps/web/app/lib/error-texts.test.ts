import { describe, expect, it } from 'vitest';
import { ERROR_TEXT, errorText } from '@fardin/core/error-codes';
import { errorTextsFor } from './api-client.server';
import { answerText } from './error-texts';

describe('answerText: the page script shows a refusal by its code', () => {
  const texts = errorTextsFor('kh', ['validation.', 'server.']);

  it('a shipped code shows its Khmer text with params filled, whatever the English says', () => {
    const body = {
      message: 'note must be at most 500 characters',
      code: 'validation.too_long',
      params: { field: 'note', max: 500 },
    };
    expect(answerText(texts, body, 'fallback')).toBe(
      ERROR_TEXT['validation.too_long'].kh.replace('{field}', 'note').replace('{max}', '500'),
    );
    expect(answerText(texts, { ...body, message: 'reworded' }, 'fallback')).toBe(answerText(texts, body, 'fallback'));
  });

  it('fills like the catalogue does on the server (same text for the same answer)', () => {
    const body = { message: 'x', code: 'validation.too_small', params: { field: 'quantity' } };
    expect(answerText(texts, body, '', 'kh')).toBe(errorText(body.code, 'kh', body.message, body.params));
  });

  it('an unknown code shows the message; no message shows the fallback', () => {
    expect(answerText(texts, { message: 'Brand new refusal', code: 'nobody.knows' }, 'fallback')).toBe(
      'Brand new refusal',
    );
    expect(answerText(texts, null, 'fallback')).toBe('fallback');
    expect(answerText(texts, { code: 'nobody.knows' }, 'fallback')).toBe('fallback');
  });

  it('a code the loader did not ship is not translated (the page only knows what it was given)', () => {
    expect(answerText({}, { message: 'An error occurred', code: 'server.error' }, 'fallback')).toBe(
      'An error occurred',
    );
  });
});
