import { deliveryStatusSchema } from '@fardin/core/contract-delivery';
import { DELIVERY_STATUSES } from '@fardin/core/delivery-fee';
import type { AdminCommand } from '../../cli/admin-command';
import { HttpError } from '../../http/errors';

/** Operator commands of express delivery, until the back office exists. */
export const DELIVERY_COMMANDS: Record<string, AdminCommand> = {
  'delivery-status': {
    summary: `Move a delivery to its next status with a timeline entry: delivery-status <code> <${DELIVERY_STATUSES.join('|')}>`,
    async run({ services, args, print }) {
      const [code, status] = args;
      const parsed = deliveryStatusSchema.safeParse(status);
      if (!code || !parsed.success) throw new Error(`Usage: delivery-status <code> <${DELIVERY_STATUSES.join('|')}>`);
      try {
        const tracking = await services.delivery.setStatus(code, parsed.data);
        print(`${tracking.code} is now ${tracking.status}`);
        for (const entry of tracking.timeline) print(`  ${entry.date}  ${entry.status.padEnd(10)} ${entry.name}`);
      } catch (err) {
        if (err instanceof HttpError) throw new Error(err.message);
        throw err;
      }
    },
  },
};
