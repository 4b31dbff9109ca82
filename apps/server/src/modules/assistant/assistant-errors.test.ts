import { describe, expect, it } from 'vitest';
import { ERROR_TEXT, fillParams } from '@fardin/core/error-codes';
import { HttpError } from '../../http/errors';
import { embeddedAnswer } from './service';

describe('assistant relaying a refused search', () => {
  const refusing = async () => {
    throw new HttpError(404, 'product.unknown_store', { params: { store: 'mars' } });
  };

  it('answers in the shopper language by the code, whatever the English message says', async () => {
    const refusal = new HttpError(502, 'product.upstream_unavailable', {
      message: 'The marketplace service failed (503)',
    });
    const answer = await embeddedAnswer({ message: 'កាបូបស្ពាយ ក្រោម 30 ដុល្លារ' }, async () => {
      throw refusal;
    });
    expect(answer.reply).toBe(ERROR_TEXT['product.upstream_unavailable'].kh);
    expect(answer.products).toEqual([]);
  });

  it('fills the params of the code', async () => {
    const answer = await embeddedAnswer({ message: '红色跑鞋 30 美元以下' }, refusing);
    expect(answer.reply).toBe(fillParams(ERROR_TEXT['product.unknown_store'].zh, { store: 'mars' }));
  });

  it('lets other failures through', async () => {
    await expect(
      embeddedAnswer({ message: 'red shoes' }, async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
  });
});
