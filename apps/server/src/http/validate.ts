import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { ZodType } from 'zod';
import { validationError } from './validation-error';

/** zod at the edge: a failure answers 422 {message, errors} in the API's one error shape. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const mw = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  return Object.assign(mw, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
