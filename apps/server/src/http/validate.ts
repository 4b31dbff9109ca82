import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z, ZodType } from 'zod';
import { issueText } from '@fardin/core/validation-issue';
import { invalidJsonError, pathNotFoundError, unsafeTextError, unsupportedMediaTypeError, validationError } from './validation-error';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Reads a JSON body once (decision 0019): an empty body is `{}`, a body that is not JSON answers
 * 422 `validation.invalid_json`, a body of another content type 415 `validation.unsupported_media_type`.
 * The parsed value is left in hono's body cache, where the validator below finds it.
 */
async function readJsonBody(c: Context): Promise<void> {
  if (c.req.bodyCache.json) return;
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
  const text = await c.req.text();
  if (text.trim() === '') {
    c.req.bodyCache.json = Promise.resolve({});
    // hono reads the body only for a JSON media type; an empty body of any type means no fields.
    return;
  }
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw unsupportedMediaTypeError();
  try {
    c.req.bodyCache.json = Promise.resolve(JSON.parse(text) as unknown);
  } catch {
    throw invalidJsonError();
  }
}

export interface ValidateOptions {
  /** `param` only: the text of the 404 a refused path answers (default 'Not found'). */
  notFound?: string;
  /** `param` only: the code of that 404 (default `request.not_found`). */
  notFoundCode?: string;
}

/**
 * zod at the edge (decision 0019). Every text of the input is checked first (NUL bytes and lone
 * surrogates answer 422 `validation.invalid_text`), then the schema: a failure answers 422
 * `{message, code, field, params, errors}` naming the real problem; a refused path answers 404.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T, options: ValidateOptions = {}) {
  const check = validator(target, async (value): Promise<z.output<T>> => {
    const unsafe = unsafeTextError(value);
    if (unsafe) throw target === 'param' ? pathNotFoundError(options.notFound, options.notFoundCode) : unsafe;
    const result = await schema.safeParseAsync(value, { reportInput: true, error: issueText });
    if (result.success) return result.data as z.output<T>;
    if (target === 'param') throw pathNotFoundError(options.notFound, options.notFoundCode);
    throw validationError(result.error);
  });
  const mw: typeof check = async (c, next) => {
    if (target === 'json') await readJsonBody(c);
    return check(c, next);
  };
  return Object.assign(mw, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
