import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppLoadContext } from 'react-router';
import { ERROR_TEXT } from '@fardin/core/error-codes';
import {
  apiCall,
  apiGet,
  apiGetOptional,
  apiGetOrForbidden,
  errorTextsFor,
  failureText,
  fieldErrors,
  readAnswer,
} from './api-client.server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A load context whose API answers `res` and records what it was asked. */
function contextAnswering(res: () => Response) {
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  const context: AppLoadContext = {
    api: async (path: string, init?: RequestInit) => {
      calls.push({ path, init });
      return res();
    },
    nonce: '',
    token: null,
    vendorCode: '',
    publicUrl: 'http://localhost:3000',
  };
  return { context, calls };
}

/** The status of what a loader threw (react-router's `data(null, {status})`). */
async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (err) {
    if (err && typeof err === 'object' && 'init' in err) return (err as { init: { status: number } }).init.status;
    throw err;
  }
  throw new Error('nothing was thrown');
}

const schema = z.object({ data: z.object({ id: z.number() }) });

describe('readAnswer: one result for every answer', () => {
  it('a success parsed with the contract schema', async () => {
    expect(await readAnswer(json(200, { data: { id: 7 }, extra: 1 }), schema)).toEqual({
      ok: true,
      status: 200,
      data: { data: { id: 7 } },
    });
  });

  it('a refusal parsed with apiErrorSchema, field and params kept', async () => {
    const body = {
      message: 'name must be at most 200 characters',
      code: 'validation.too_long',
      field: 'name',
      params: { field: 'name', max: 200 },
      errors: { name: ['name must be at most 200 characters'] },
    };
    expect(await readAnswer(json(422, body), schema)).toEqual({ ok: false, status: 422, ...body });
  });

  it('a success outside the contract is a 502 server error, never data', async () => {
    expect(await readAnswer(json(200, { data: { id: 'seven' } }), schema)).toMatchObject({
      ok: false,
      status: 502,
      code: 'server.error',
    });
  });

  it('a refusal that is not the error shape (a proxy page) keeps its status with the server error text', async () => {
    const res = new Response('<html>Bad gateway</html>', { status: 504 });
    expect(await readAnswer(res, schema)).toEqual({
      ok: false,
      status: 504,
      code: 'server.error',
      message: 'An error occurred',
    });
  });

  it('a refusal without a code shows its message (empty code), a 5xx without one is a server error', async () => {
    expect(await readAnswer(json(409, { message: 'Busy' }), schema)).toMatchObject({ code: '', message: 'Busy' });
    expect(await readAnswer(json(500, { message: 'An error occurred' }), schema)).toMatchObject({
      code: 'server.error',
    });
  });
});

describe('apiCall / apiGet', () => {
  it('writes send JSON with the method; FormData goes as it is', async () => {
    const { context, calls } = contextAnswering(() => json(200, { message: 'success' }));
    await apiCall(context, '/api/x', { method: 'PUT', body: { a: 1 }, headers: { 'Idempotency-Key': 'k' } });
    const form = new FormData();
    form.set('file', 'x');
    await apiCall(context, '/api/y', { method: 'POST', body: form });
    expect(calls[0]?.init).toMatchObject({
      method: 'PUT',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k' },
    });
    expect(calls[1]?.init?.body).toBe(form);
    expect(calls[1]?.init?.headers).not.toHaveProperty('Content-Type');
  });

  it('a thrown fetch is a 502 result, not a crash', async () => {
    const context: AppLoadContext = {
      api: () => Promise.reject(new Error('socket')),
      nonce: '',
      token: null,
      vendorCode: '',
      publicUrl: 'http://localhost:3000',
    };
    expect(await apiCall(context, '/api/x')).toMatchObject({ ok: false, status: 502, code: 'server.error' });
  });

  it('apiGet: data, 404 -> not-found page, 5xx -> 502 error page, 403 kept', async () => {
    expect(await apiGet(contextAnswering(() => json(200, { data: { id: 1 } })).context, '/api/x', schema)).toEqual({
      data: { id: 1 },
    });
    expect(
      await thrownStatus(
        apiGet(
          contextAnswering(() => json(404, { message: 'Not found', code: 'request.not_found' })).context,
          '/api/x',
          schema,
        ),
      ),
    ).toBe(404);
    expect(
      await thrownStatus(
        apiGet(contextAnswering(() => json(500, { message: 'An error occurred' })).context, '/api/x', schema),
      ),
    ).toBe(502);
    expect(
      await thrownStatus(apiGet(contextAnswering(() => json(403, { message: 'Forbidden' })).context, '/api/x', schema)),
    ).toBe(403);
  });

  it('apiGetOptional answers null for any failure; apiGetOrForbidden answers the 403', async () => {
    expect(await apiGetOptional(contextAnswering(() => json(500, {})).context, '/api/x', schema)).toBeNull();
    const forbidden = await apiGetOrForbidden(
      contextAnswering(() => json(403, { message: 'Forbidden', code: 'auth.forbidden' })).context,
      '/api/x',
      schema,
    );
    expect(forbidden).toMatchObject({ ok: false, status: 403, code: 'auth.forbidden' });
    expect(
      await thrownStatus(
        apiGetOrForbidden(contextAnswering(() => json(404, { message: 'Not found' })).context, '/api/x', schema),
      ),
    ).toBe(404);
  });
});

describe('failureText: by code, never by the English', () => {
  const tooLong = {
    code: 'validation.too_long',
    message: 'name must be at most 200 characters',
    params: { field: 'name', max: 200 },
  };

  it('a known code shows the catalogue text of the locale, params filled', () => {
    expect(failureText(tooLong, 'kh')).toBe(
      ERROR_TEXT['validation.too_long'].kh.replace('{field}', 'ឈ្មោះ').replace('{max}', '200'),
    );
    expect(failureText(tooLong, 'kh')).toContain('200');
    expect(failureText(tooLong, 'kh')).not.toContain('{');
    expect(failureText(tooLong, 'zh')).toBe('名称最多200个字符');
  });

  it('the English message of a known code is never what decides: a reworded message shows the same text', () => {
    expect(failureText({ ...tooLong, message: 'reworded' }, 'kh')).toBe(failureText(tooLong, 'kh'));
  });

  it('an unknown (or missing) code shows the message as the API wrote it', () => {
    expect(failureText({ code: 'nobody.knows', message: 'Something new' }, 'kh')).toBe('Something new');
    expect(failureText({ code: '', message: 'Busy' }, 'zh')).toBe('Busy');
  });
});

describe('fieldErrors: placed by field', () => {
  it('the translated text goes to `field` (and a dotted path to its top field too)', () => {
    const failure = {
      code: 'validation.required',
      message: 'phone is required',
      field: 'phone',
      params: { field: 'phone' },
    };
    expect(fieldErrors(failure, 'kh')).toEqual({ phone: [failureText(failure, 'kh')] });
    const nested = {
      code: 'validation.required',
      message: 'location.lat is required',
      field: 'location.lat',
      params: { field: 'lat' },
    };
    expect(Object.keys(fieldErrors(nested, 'en')).sort()).toEqual(['location', 'location.lat']);
  });

  it('without `field`, the first key of `errors` names it; without either, no field error', () => {
    expect(
      fieldErrors(
        {
          code: '',
          message: 'The pickup location must be in Cambodia',
          errors: { pickup_lat: ['The pickup location must be in Cambodia'], weight: ['x'] },
        },
        'kh',
      ),
    ).toEqual({
      pickup_lat: ['The pickup location must be in Cambodia'],
    });
    expect(fieldErrors({ code: 'auth.required', message: 'Unauthenticated' }, 'kh')).toEqual({});
  });
});

describe('errorTextsFor', () => {
  it('ships only the asked codes, unfilled, in one locale', () => {
    const texts = errorTextsFor('kh', ['validation.too_']);
    expect(Object.keys(texts).length).toBeGreaterThan(0);
    expect(Object.keys(texts).every((code) => code.startsWith('validation.too_'))).toBe(true);
    expect(texts['validation.too_long']).toBe(ERROR_TEXT['validation.too_long'].kh);
  });
});
