import { englishText, fieldOf, meaningOf, type IssueLike } from '@fardin/core/validation-issue';
import { findUnsafeText } from '@fardin/core/input-schemas';
import { isErrorCode, type ErrorCode } from '@fardin/core/error-codes';
import { HttpError, type ErrorStatus } from './errors';

/**
 * 422 from a zod failure (decision 0019): `message` is the first issue's text, `code` its
 * `validation.*` code (or the code a custom issue names through `params: {code}`), `field` its dotted
 * path and `params` the values of the code's text; `errors` keeps every field's English texts for
 * the shop's mobile client.
 */
export function validationError(error: { issues: ReadonlyArray<IssueLike> }): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[fieldOf(issue.path)] ??= []).push(issue.message ?? 'Invalid input');
  const first = error.issues[0];
  const meaning = first ? meaningOf(first) : { code: 'validation.invalid', field: 'body', params: {} };
  const message = first?.message ?? englishText(meaning.code, meaning.params);
  return refusal(422, message, meaning.code, meaning.field, meaning.params, errors);
}

function refusal(
  status: ErrorStatus,
  message: string,
  code: string,
  field?: string,
  params?: Record<string, string | number>,
  errors?: Record<string, string[]>,
): HttpError {
  // A custom issue's code that is not in the catalogue falls back to the generic one (the source scan test names it).
  const known: ErrorCode = isErrorCode(code) ? code : 'validation.invalid';
  return new HttpError(status, known, {
    message,
    ...(field ? { field } : {}),
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    ...(errors ? { errors } : {}),
  });
}

/** 422 `validation.invalid_text` when any text of an input holds a NUL byte or a lone surrogate. */
export function unsafeTextError(value: unknown): HttpError | null {
  const path = findUnsafeText(value);
  if (!path) return null;
  const field = fieldOf(path);
  const message = englishText('validation.invalid_text', { field });
  return refusal(422, message, 'validation.invalid_text', field, { field }, { [field]: [message] });
}

/** 422 `validation.invalid_json`: the body is not JSON. */
export function invalidJsonError(): HttpError {
  return refusal(422, englishText('validation.invalid_json', {}), 'validation.invalid_json');
}

/** 415 `validation.unsupported_media_type`: a body the route cannot read. */
export function unsupportedMediaTypeError(): HttpError {
  return refusal(415, englishText('validation.unsupported_media_type', {}), 'validation.unsupported_media_type');
}

/** A path that names nothing (an id out of range, a malformed code): 404, with the resource's own text if given. */
export function pathNotFoundError(code: ErrorCode = 'request.not_found'): HttpError {
  return new HttpError(404, code);
}
