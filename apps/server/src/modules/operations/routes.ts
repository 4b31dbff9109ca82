import { Hono } from 'hono';
import { problemAnswerBodySchema, problemAnswerSchema } from '@fardin/core/contract-operations';
import { idParamSchema } from '@fardin/core/input-schemas';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Flows } from '../../services';
import { ownTransferReceipt, type UploadService } from '../uploads/service';

const doc = apiDoc('Checkout');

/**
 * The shopper's side of operations I (OPERATIONS.md section 5, decision 0033): answering a problem
 * on one of their order lines. The back office's routes are admin/operations-routes.ts.
 */
export function operationsRoutes(deps: {
  flows: Pick<Flows, 'answerProblem'>;
  uploads: Pick<UploadService, 'assertOwnedBy'>;
}) {
  const app = new Hono<AppEnv>();
  app.use('/order-problems/*', requireUser);
  app.post(
    '/order-problems/:id/answer',
    doc("Answer a problem on one of the shopper's order lines", problemAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParamSchema),
    validate('json', problemAnswerBodySchema),
    async (c) => {
      const user = currentUser(c);
      const body = await ownTransferReceipt(deps.uploads, user.id, c.req.valid('json'), c.get('origin'));
      const data = await deps.flows.answerProblem(
        { problemId: c.req.valid('param').id, body },
        { id: user.id, kind: 'shopper' },
      );
      return c.json({ message: 'success', data });
    },
  );
  return app;
}
