import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { adminOnly, idParam, optional, pageQuery, paged, staffUser } from './access';
import { auditStep } from './audit-service';
import { adminUserDetailSchema, adminUserListSchema, staffCreatedSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');

const listQuery = pageQuery.extend({
  q: optional(z.string().max(100)),
  role: optional(z.enum(['shopper', 'staff', 'admin', 'rider'])),
});
const statusBody = z.object({ status: z.enum(['active', 'inactive']), reason: z.string().max(500).optional() });
const staffBody = z.object({
  phone: z.string().min(6).max(24),
  name: z.string().trim().min(1).max(100).optional(),
  role: z.enum(['staff', 'admin', 'rider']).default('staff'),
});
const roleBody = z.object({ role: z.enum(['shopper', 'staff', 'admin', 'rider']) });

/** Users: search, deactivate/reactivate, their orders; staff accounts and roles are admin-only. */
export function adminUserRoutes(services: Pick<Services, 'orders' | 'sessions' | 'staffAccounts' | 'flows'>) {
  const { orders, sessions, staffAccounts: accounts } = services;
  const app = new Hono<AppEnv>();

  app.get('/users', doc('Search users', adminUserListSchema), validate('query', listQuery), async (c) => {
    const q = c.req.valid('query');
    const { rows, total } = await accounts.search({ q: q.q, role: q.role, page: q.page, perPage: q.row_per_page });
    return c.json(paged(rows, q.page, q.row_per_page, total));
  });

  app.get(
    '/users/:id',
    doc('One user and their orders', adminUserDetailSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const [user, history] = await Promise.all([accounts.user(id), orders.history(id, { page: 1, rowPerPage: 20 })]);
      return c.json({ data: { ...user, orders: history.data, order_total: history.total } });
    },
  );

  app.post(
    '/users/:id/status',
    doc('Deactivate or reactivate a user', successAnswerSchema, { errors: [403, 404, 409] }),
    validate('param', idParam),
    validate('json', statusBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { status, reason } = c.req.valid('json');
      if (id === actor.id) throw new HttpError(409, 'account.own_account');
      const target = await accounts.user(id);
      if (target.role !== 'shopper' && actor.role !== 'admin') throw new HttpError(403, 'admin.only');
      await accounts.setStatus(
        id,
        status,
        auditStep({
          actorId: actor.id,
          action: status === 'inactive' ? 'user.deactivate' : 'user.reactivate',
          targetType: 'user',
          targetId: id,
          details: { reason: reason ?? null },
        }),
      );
      if (status === 'inactive') await sessions.revokeAll(id);
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/users/:id/role',
    doc("Change a user's role (admin)", successAnswerSchema, { errors: [404, 409] }),
    adminOnly,
    validate('param', idParam),
    validate('json', roleBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      if (id === actor.id) throw new HttpError(409, 'account.own_account');
      const { role } = c.req.valid('json');
      await accounts.setRole(
        id,
        role,
        auditStep({
          actorId: actor.id,
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          details: { role },
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  /** Creates (or promotes) a staff account; the one-time password is in this answer only. */
  app.post(
    '/staff',
    doc('Create or promote a staff account (admin)', staffCreatedSchema),
    adminOnly,
    validate('json', staffBody),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const account = await services.flows.createStaff(body, { id: actor.id });
      return c.json({
        message: 'success',
        data: { id: account.id, phone: account.phone, role: body.role, one_time_password: account.password },
      });
    },
  );
  return app;
}
