import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numeric, moneySchema } from './input-schemas';
import { issueText, meaningOf } from './validation-issue';

/** The first issue of a failed parse, with the texts validate() gives (per-parse error map). */
function first(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true, error: issueText });
  if (result.success) throw new Error('expected a failure');
  const issue = result.error.issues[0]!;
  return { message: issue.message, ...meaningOf(issue) };
}

describe('zod issues name the real problem', () => {
  const body = z.object({
    password: z.string().min(1).max(200),
    code: z.string().min(4).max(6),
    amount: numeric(z.number().min(0.01).max(100_000)),
    quantity: numeric(z.number().int().min(1)),
    type: z.enum(['khqr', 'cod']),
    email: z.email(),
    price: moneySchema({ max: 100 }),
    weight_kg: z.number().positive(),
  });
  const valid = {
    password: 'secret',
    code: '1234',
    amount: 5,
    quantity: 1,
    type: 'khqr',
    email: 'a@b.co',
    price: 1,
    weight_kg: 2,
  };

  it.each([
    [{ password: undefined }, 'validation.required', 'password is required', {}],
    [{ password: '' }, 'validation.required', 'password is required', {}],
    [{ password: 'x'.repeat(201) }, 'validation.too_long', 'password must be at most 200 characters', { max: 200 }],
    [{ password: 5 }, 'validation.invalid_type', 'password has the wrong type', {}],
    [{ code: '12' }, 'validation.too_short', 'code must be at least 4 characters', { min: 4 }],
    [{ amount: 100_001 }, 'validation.too_big', 'amount must be at most 100000', { max: 100_000 }],
    [{ amount: 0 }, 'validation.too_small', 'amount must be at least 0.01', { min: 0.01 }],
    // The audit read "weight_kg must be at least 0" for the 0 it refused.
    [{ weight_kg: 0 }, 'validation.not_above', 'weight_kg must be more than 0', { min: 0 }],
    [{ amount: true }, 'validation.not_a_number', 'amount must be a number', {}],
    [{ amount: '0x10' }, 'validation.not_a_number', 'amount must be a number', {}],
    [{ quantity: 1.5 }, 'validation.not_an_integer', 'quantity must be a whole number', {}],
    [{ type: 'cash' }, 'validation.invalid_choice', 'type is not one of the allowed values', {}],
    [{ email: 'nope' }, 'validation.invalid_format', 'email is not valid', {}],
    [{ price: 0.001 }, 'validation.too_many_decimals', 'price must have at most 2 decimals', { decimals: 2 }],
  ])('%j answers %s', (change, code, message, params) => {
    const got = first(body, { ...valid, ...change });
    const field = Object.keys(change)[0]!;
    expect(got).toMatchObject({ code, message, field, params: { field, ...params } });
  });

  it("keeps a schema's own text and a custom issue's own code", () => {
    expect(
      first(z.object({ lat: z.number().max(90, 'Invalid latitude. Must be between -90 and 90') }), { lat: 91 }),
    ).toMatchObject({ message: 'Invalid latitude. Must be between -90 and 90', code: 'validation.too_big' });
    const custom = z.object({
      p: z
        .string()
        .superRefine((_, ctx) =>
          ctx.addIssue({ code: 'custom', message: 'too weak', params: { code: 'auth.password_weak' } }),
        ),
    });
    expect(first(custom, { p: 'a' })).toMatchObject({ message: 'too weak', code: 'auth.password_weak', field: 'p' });
  });

  it('names nested fields by their dotted path and a wrong body as "body"', () => {
    expect(first(z.object({ items: z.array(z.object({ id: z.number() })) }), { items: [{ id: 1 }, {}] })).toMatchObject(
      { field: 'items.1.id', message: 'items.1.id is required' },
    );
    expect(first(z.object({ a: z.string() }), [])).toMatchObject({ field: 'body', code: 'validation.invalid_type' });
  });
});
