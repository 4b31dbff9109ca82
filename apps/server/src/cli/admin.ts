import path from 'node:path';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { loadConfig, type Config } from '../config';
import { listOutbox } from '../integrations/sms/sms-sender';
import { DELIVERY_COMMANDS } from '../modules/delivery/admin-commands';
import { COMMERCE_COMMANDS } from '../modules/checkout/admin-commands';
import { BACK_OFFICE_COMMANDS } from '../modules/admin/admin-commands';

/**
 * `npm run admin -- <command> [args]`: small operator tasks against the configured database.
 * Add a command by adding an entry to COMMANDS (other areas extend this table).
 */
export interface AdminContext {
  config: Config;
  db: OpenedDb['db'];
  args: string[];
  print(line: string): void;
}

export interface AdminCommand {
  summary: string;
  run(ctx: AdminContext): Promise<void>;
}

export const COMMANDS: Record<string, AdminCommand> = {
  ...DELIVERY_COMMANDS,
  ...COMMERCE_COMMANDS,
  ...BACK_OFFICE_COMMANDS,
  'sms-outbox': {
    summary: 'List the latest texts of the dev SMS outbox (OTP codes): sms-outbox [limit]',
    async run({ db, args, print }) {
      const limit = Math.min(Math.max(Number(args[0] ?? 20) || 20, 1), 500);
      const rows = await listOutbox(db, limit);
      if (rows.length === 0) print('The outbox is empty.');
      for (const row of rows) print(`${row.created_at}  ${row.to}  ${row.body}`);
    },
  },
};

function usage(print: (line: string) => void): void {
  print('Usage: npm run admin -- <command> [args]');
  for (const [name, command] of Object.entries(COMMANDS)) print(`  ${name.padEnd(18)} ${command.summary}`);
}

export async function runAdmin(argv: string[], print: (line: string) => void = (l) => console.log(l)): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    usage(print);
    return name ? 1 : 0;
  }
  const config = loadConfig();
  const opened = await openDb({ url: config.DATABASE_URL, dataDir: path.resolve(config.dataDir, 'db') });
  try {
    await opened.migrate();
    await command.run({ config, db: opened.db, args, print });
    return 0;
  } finally {
    await opened.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
