import type { AdminCommand } from '../../cli/admin-command';
import { HttpError } from '../../http/errors';
import type { StaffRole } from '../accounts/staff-service';
import { CLI_ACTOR } from './audit-service';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function staffCommand(role: StaffRole): AdminCommand {
  return {
    summary: `Create (or promote) a${role === 'admin' ? 'n admin' : ' staff'} account and print a one-time password: create-${role} --phone 0XX XXX XXX [--name NAME]`,
    async run({ services, args, print }) {
      const phone = option(args, 'phone');
      if (!phone) throw new Error(`Usage: create-${role} --phone <phone> [--name <name>]`);
      try {
        const account = await services.flows.createStaff({ phone, name: option(args, 'name'), role }, CLI_ACTOR);
        print(`${account.created ? 'Created' : 'Updated'} ${role} ${account.phone} (user ${account.id}).`);
        print(`One-time password: ${account.password}`);
        print('It is shown only now; sign in and change it from the account page.');
      } catch (err) {
        if (err instanceof HttpError) throw new Error(err.message);
        throw err;
      }
    },
  };
}

/** Operator commands of the back office. */
export const BACK_OFFICE_COMMANDS: Record<string, AdminCommand> = {
  'create-admin': staffCommand('admin'),
  'create-staff': staffCommand('staff'),
};
