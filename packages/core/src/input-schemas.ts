import { z } from 'zod';

/**
 * Shared primitives of every input schema (decision 0019): one home for what an id, a number from
 * a query or form, and an amount of money may be, so hostile input is refused at the edge (422/404)
 * and never reaches the database as a 500.
 */

/** The largest id a row can have (PostgreSQL `integer`/`serial`). */
export const MAX_ROW_ID = 2_147_483_647;
/** The largest amount of money (USD) any input may name: far above any order, far below float trouble. */
export const MAX_MONEY_USD = 10_000_000;
/** Money has cents: at most this many decimals. */
const MONEY_DECIMALS = 2;

/** A plain decimal as a text: `12`, `-3.5`, `.5`; never `0x10`, `1e3`, `Infinity`, `true`. */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const MAX_NUMBER_TEXT = 40;

const numberOrText = z.union([z.number(), z.string()]);

function toNumber(value: number | string | undefined, ctx: z.RefinementCtx): number | undefined {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (text.length <= MAX_NUMBER_TEXT && DECIMAL_TEXT.test(text)) return Number(text);
  ctx.addIssue({ code: 'invalid_type', expected: 'number', input: value });
  return z.NEVER;
}

/**
 * A number from JSON, a query or a form, with its checks: `numeric(z.number().int().min(1))`.
 * It takes a JSON number or (queries and forms send text) a plain decimal text; an empty text is no
 * value. Unlike `z.coerce.number()` it refuses `true`, `''` as 0, `'0x10'`, `'1e3'` and `[]`.
 * A missing value reaches the checks, so `.default()` and `.optional()` inside them apply (and the
 * document marks the field optional exactly then).
 */
export function numeric<T extends z.ZodType<unknown, number | undefined>>(checks: T) {
  const acceptsMissing = checks.safeParse(undefined).success;
  // Typed as optional either way: a required field still refuses a missing value in `checks`.
  const input = (acceptsMissing ? numberOrText.optional() : numberOrText) as z.ZodOptional<typeof numberOrText>;
  return input.transform(toNumber).pipe(checks);
}

/** A whole number within [min, max]. */
export function integerSchema(min: number, max: number) {
  return numeric(z.number().int().min(min).max(max));
}

/** A row id: a positive whole number that fits the database's integer. */
export const idSchema = integerSchema(1, MAX_ROW_ID);
/** `/:id` of a route; a failure answers 404 (see `validate('param', ...)`). */
export const idParamSchema = z.object({ id: idSchema });

const hasCents = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * An amount of money in a currency's main unit (USD): finite, within [min, max], at most 2 decimals
 * (so $0.001 is refused instead of becoming 0 cents).
 */
export function moneySchema(options: { min?: number; max: number }) {
  return numeric(
    z
      .number()
      .min(options.min ?? 0)
      .max(options.max)
      .refine(hasCents, { params: { code: 'validation.too_many_decimals', decimals: MONEY_DECIMALS }, abort: true }),
  );
}

/** NUL (PostgreSQL refuses it in text) or a lone UTF-16 surrogate (no UTF-8 form). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored and shown: no NUL byte, no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * The path of the first text (value or key) inside an input that is not safe text, or null.
 * Used on every validated input before its schema, so no route has to remember it.
 */
export function findUnsafeText(
  value: unknown,
  path: ReadonlyArray<string | number> = [],
  depth = 0,
): Array<string | number> | null {
  if (typeof value === 'string') return isSafeText(value) ? null : [...path];
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, key.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '?')];
    const found = findUnsafeText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
