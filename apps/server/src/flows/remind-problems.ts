import { PROBLEM_REMINDER_HOURS } from '@fardin/core/contract-operations';
import { claimDueCheckReminders } from '../modules/orders/line-state-service';
import { writeOutbox } from '../modules/notifications/service';
import { claimDueReminders } from '../modules/operations/problem-service';
import type { FlowDeps } from './line-step';

/**
 * The reminder sweep (decision 0033): every open problem gets a "problem reminder" outbox row 24 h
 * and 48 h after it was raised (each claimed once, so two sweeps at once remind once); after 48 h
 * the staff inbox marks it overdue. A quality check waiting for the shopper's decision gets the same
 * reminders ("qc_reminder"). Runs on the injected clock: tests move it instead of waiting.
 */
export async function remindProblems(deps: FlowDeps, input: { at?: Date | undefined } = {}): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const at = input.at ?? deps.now();
    const due = await claimDueReminders(tx, at);
    for (const { row, hours } of due)
      await writeOutbox(tx, {
        kind: 'problem_reminder',
        userId: row.userId,
        orderId: row.orderId,
        payload: { problem_id: row.id, kind: row.kind, hours, deadline: row.deadline.toISOString() },
        at,
      });
    const checks = await claimDueCheckReminders(tx, at, PROBLEM_REMINDER_HOURS);
    for (const c of checks)
      await writeOutbox(tx, {
        kind: 'qc_reminder',
        userId: c.userId,
        orderId: c.orderId,
        payload: { line_id: c.lineId, hours: c.hours },
        at,
      });
    return due.length + checks.length;
  });
}
