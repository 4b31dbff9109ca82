import { fillParams, VALIDATION_ERRORS, type ValidationCode } from './error-codes';

/**
 * What a refused input names (decision 0019): a zod 4 issue becomes one `validation.*` code of
 * `error-codes.ts`, its parameters and an English sentence that names the real problem
 * ("password must be at most 200 characters", not "password is required").
 */
export interface IssueLike {
  code?: string;
  path?: ReadonlyArray<PropertyKey>;
  message?: string;
  input?: unknown;
  expected?: unknown;
  origin?: string;
  minimum?: unknown;
  /** false: the bound itself is refused (`positive()`: more than 0). */
  inclusive?: boolean;
  maximum?: unknown;
  format?: string;
  params?: unknown;
  errors?: ReadonlyArray<ReadonlyArray<IssueLike>>;
}

export interface IssueMeaning {
  /** A `validation.*` code, or the stable code a custom issue names through `params: {code}`. */
  code: string;
  /** Dotted path of the refused field (`body` for the whole input). */
  field: string;
  params: Record<string, string | number>;
}

export const fieldOf = (path: ReadonlyArray<PropertyKey> | undefined): string =>
  (path ?? []).map(String).join('.') || 'body';

const isMissing = (input: unknown): boolean => input === undefined || input === null;
const NUMBER_TYPES = new Set(['number', 'int', 'bigint', 'nan']);
const bound = (value: unknown): string | number =>
  typeof value === 'number' || typeof value === 'string' ? value : String(value);

/** The code a custom issue names through `params: {code}`, if any. */
function customCodeOf(issue: IssueLike | undefined): string | undefined {
  const code = (issue?.params as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Extra string/number parameters a custom issue carries (e.g. `{decimals: 2}`), `code` left out. */
function customParams(issue: IssueLike): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (issue.params && typeof issue.params === 'object') {
    for (const [key, value] of Object.entries(issue.params)) {
      if (key !== 'code' && (typeof value === 'string' || typeof value === 'number')) out[key] = value;
    }
  }
  return out;
}

/** A union refused: when the input's type matched a branch, that branch's issue says more. */
function unionMeaning(issue: IssueLike, field: string): Omit<IssueMeaning, 'field'> {
  const branches = issue.errors ?? [];
  const specific = branches.flat().find((inner) => inner.code !== 'invalid_type' && inner.code !== 'invalid_union');
  if (specific) return meaningOf({ ...specific, path: [...(issue.path ?? []), ...(specific.path ?? [])] });
  const expected = branches.flat().map((inner) => inner.expected);
  if (isMissing(issue.input)) return { code: 'validation.required', params: { field } };
  if (expected.some((type) => typeof type === 'string' && NUMBER_TYPES.has(type)))
    return { code: 'validation.not_a_number', params: { field } };
  return { code: 'validation.invalid_type', params: { field } };
}

/** The code and parameters of one zod issue. */
export function meaningOf(issue: IssueLike): IssueMeaning {
  const field = fieldOf(issue.path);
  const custom = customCodeOf(issue);
  if (custom) return { code: custom, field, params: { field, ...customParams(issue) } };
  const meaning = ((): Omit<IssueMeaning, 'field'> => {
    switch (issue.code) {
      case 'invalid_type': {
        if (isMissing(issue.input)) return { code: 'validation.required', params: { field } };
        if (issue.expected === 'int') return { code: 'validation.not_an_integer', params: { field } };
        if (typeof issue.expected === 'string' && NUMBER_TYPES.has(issue.expected))
          return { code: 'validation.not_a_number', params: { field } };
        return { code: 'validation.invalid_type', params: { field, expected: String(issue.expected) } };
      }
      case 'too_small': {
        const min = bound(issue.minimum);
        if (issue.origin === 'string') {
          // An empty text where one is needed is a missing field: "{field} is required".
          if (min === 1 || issue.input === '') return { code: 'validation.required', params: { field } };
          return { code: 'validation.too_short', params: { field, min } };
        }
        if (issue.origin === 'array' || issue.origin === 'set')
          return min === 1
            ? { code: 'validation.required', params: { field } }
            : { code: 'validation.too_small', params: { field, min } };
        // `positive()` refuses 0 itself: "must be more than 0", never "at least 0" for a 0 it refused.
        if (issue.inclusive === false) return { code: 'validation.not_above', params: { field, min } };
        return { code: 'validation.too_small', params: { field, min } };
      }
      case 'too_big': {
        const max = bound(issue.maximum);
        return issue.origin === 'string'
          ? { code: 'validation.too_long', params: { field, max } }
          : { code: 'validation.too_big', params: { field, max } };
      }
      case 'invalid_format':
        return {
          code: 'validation.invalid_format',
          params: { field, ...(issue.format ? { format: issue.format } : {}) },
        };
      case 'invalid_value':
        return isMissing(issue.input)
          ? { code: 'validation.required', params: { field } }
          : { code: 'validation.invalid_choice', params: { field } };
      case 'invalid_union':
        return unionMeaning(issue, field);
      case 'not_multiple_of':
        return { code: 'validation.invalid_format', params: { field } };
      default:
        return { code: 'validation.invalid', params: { field } };
    }
  })();
  return { ...meaning, field: meaning.params.field === undefined ? field : String(meaning.params.field) };
}

const isValidationCode = (code: string): code is ValidationCode => Object.hasOwn(VALIDATION_ERRORS, code);

/** The English sentence of a code with its parameters ("amount must be at most 100000"). */
export function englishText(code: string, params: Readonly<Record<string, string | number>>): string {
  return fillParams(
    isValidationCode(code) ? VALIDATION_ERRORS[code].en : VALIDATION_ERRORS['validation.invalid'].en,
    params,
  );
}

/**
 * zod's per-parse error map: an issue whose schema set no message of its own reads as its code's
 * English text. Custom issues without a message fall back the same way.
 */
export function issueText(issue: IssueLike): string {
  const meaning = meaningOf(issue);
  return englishText(meaning.code, meaning.params);
}
