import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z, ZodType } from 'zod';
import { issueText } from '@fardin/core/validation-issue';
import { findUnsafeText } from '@fardin/core/input-schemas';
import type { ErrorCode } from '@fardin/core/error-codes';
import { HttpError } from './errors';
import {
  invalidJsonError,
  pathNotFoundError,
  unsafeTextError,
  unsupportedMediaTypeError,
  validationError,
} from './validation-error';

import { assertJsonDepth } from './json-depth';

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
  // 600 kB of brackets cost 0.4 s in JSON.parse: refused by one linear scan first (decision 0034).
  assertJsonDepth(text);
  try {
    c.req.bodyCache.json = Promise.resolve(JSON.parse(text) as unknown);
  } catch {
    throw invalidJsonError();
  }
}

/**
 * Checks one input against a schema the way `validate()` does (text guard, then zod with texts that
 * name the problem), for the few routes that read an input themselves. Throws the 422.
 */
export async function parseInput<T extends ZodType>(
  schema: T,
  value: unknown,
  options: { code?: ErrorCode } = {},
): Promise<z.output<T>> {
  const unsafe = unsafeTextError(value);
  if (unsafe) throw withCode(unsafe, options.code);
  const result = await schema.safeParseAsync(value, { reportInput: true, error: issueText });
  if (result.success) return result.data as z.output<T>;
  throw withCode(validationError(result.error), options.code);
}

/** The same refusal under a route's own code (and that code's English, e.g. address add: 'error'); field errors ride along. */
function withCode(error: HttpError, code: ErrorCode | undefined): HttpError {
  if (code === undefined) return error;
  return new HttpError(error.status, code, {
    ...(error.field ? { field: error.field } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  });
}

export interface ValidateOptions {
  /** The code (and its English message) of any refusal where the spec fixes one (address add: `address.invalid`, 'error'). */
  code?: ErrorCode;
  /** `param` only: the code of the 404 a refused path answers (default `request.not_found`). */
  notFound?: ErrorCode;
}

/**
 * zod at the edge (decision 0019). Every text of the input is checked first (NUL bytes and lone
 * surrogates answer 422 `validation.invalid_text`), then the schema: a failure answers 422
 * `{message, code, field, params, errors}` naming the real problem; a refused path answers 404.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  options: ValidateOptions = {},
) {
  const check = validator(target, async (value): Promise<z.output<T>> => {
    if (target !== 'param') return parseInput(schema, value, options);
    const result = findUnsafeText(value) ? null : await schema.safeParseAsync(value);
    if (result?.success) return result.data as z.output<T>;
    throw pathNotFoundError(options.notFound);
  });
  const mw: typeof check = async (c, next) => {
    if (target === 'json') await readJsonBody(c);
    return check(c, next);
  };
  return Object.assign(mw, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
