import { writeOutbox } from '../modules/operations/service';
import { claimDueReminders } from '../modules/operations/problem-service';
import type { FlowDeps } from './line-step';

/**
 * The reminder sweep (decision 0033): every open problem gets a "problem reminder" outbox row 24 h
 * and 48 h after it was raised (each claimed once, so two sweeps at once remind once); after 48 h
 * the staff inbox marks it overdue. Runs on the injected clock: tests move it instead of waiting.
 */
export async function remindProblems(deps: FlowDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const due = await claimDueReminders(tx, at);
    for (const { row, hours } of due)
      await writeOutbox(tx, {
        kind: 'problem_reminder',
        userId: row.userId,
        orderId: row.orderId,
        payload: { problem_id: row.id, kind: row.kind, hours, deadline: row.deadline.toISOString() },
        at,
      });
    return due.length;
  });
}
