import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError, notFound } from '../../http/errors';
import { securityDoc } from '../../http/openapi';
import type { SessionUser } from '../accounts/sessions';
import { idParamSchema, numeric } from '@fardin/core/input-schemas';

/** The staff member of a request (the /admin guard has already let only staff and admins in). */
export function staffUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user || (user.role !== 'admin' && user.role !== 'staff')) throw notFound();
  return user;
}

/** Actions staff may not take (role changes, staff accounts, refunds, settings): 403 for staff. */
export const adminOnly: MiddlewareHandler<AppEnv> = Object.assign(
  async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (staffUser(c).role !== 'admin') throw new HttpError(403, 'admin.only');
    await next();
  },
  securityDoc([403]),
);

export const idParam = idParamSchema;

/** Paged list query shared by the back office lists (DOMAIN.md: page, row_per_page). */
export const pageQuery = z.object({
  page: numeric(z.number().int().min(1).max(100_000).default(1)),
  row_per_page: numeric(z.number().int().min(1).max(100).default(20)),
});

/** Empty form fields mean "no filter". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

export function paged<T>(data: T[], page: number, perPage: number, total: number) {
  return { data, page, row_per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
