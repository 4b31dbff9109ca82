import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { createStaffAccount, type StaffRole } from '../modules/accounts/staff-service';
import type { FlowDeps } from './flow-deps';

/**
 * An admin (back office) or the operator (CLI `create-staff`, `create-admin`) creates or promotes
 * a staff account with a fresh one-time password; the account and its audit row land together.
 */
export async function createStaff(
  deps: Pick<FlowDeps, 'db'>,
  input: { phone: string; name?: string | undefined; role: StaffRole },
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const account = await createStaffAccount(tx, input);
    await recordAudit(tx, {
      actorId: actor,
      action: 'staff.create',
      targetType: 'user',
      targetId: account.id,
      details: { role: input.role, created: account.created },
    });
    return account;
  });
}
