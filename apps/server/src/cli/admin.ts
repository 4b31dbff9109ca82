import path from 'node:path';
import { openDb, openRunningServerDb, type OpenedDb } from '@fardin/db/open-db';
import { DataDirInUseError } from '@fardin/db/data-dir-lock';
import { isDatabaseUnavailable, unavailableReason } from '@fardin/db/db-errors';
import { loadConfig, type Config } from '../config';
import { createLogger } from '../logger';
import { createServices } from '../services';
import type { AdminCommand } from './admin-command';
import { listOutbox } from '../integrations/sms/sms-sender';
import { DELIVERY_COMMANDS } from '../modules/delivery/admin-commands';
import { COMMERCE_COMMANDS } from '../modules/orders/admin-commands';
import { BACK_OFFICE_COMMANDS } from '../modules/admin/admin-commands';
import { whileAlone } from '@fardin/db/startup-lock';

/**
 * `npm run admin -- <command> [args]`: small operator tasks against the configured database.
 * Add a command by adding an entry to COMMANDS (other areas extend this table).
 */
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
  const target = await openForCommand(config);
  if (typeof target === 'string') {
    console.error(target);
    return 1;
  }
  const { opened, holder } = target;
  try {
    // On PostgreSQL a server may be migrating right now: take turns with it (decision 0026).
    await (config.DATABASE_URL ? whileAlone(config.DATABASE_URL, () => opened.migrate()) : opened.migrate());
    await command.run({
      config,
      db: opened.db,
      services: createServices({ db: opened.db, config, logger: createLogger(config) }),
      args,
      print,
    });
    return 0;
  } catch (err) {
    if (!holder || !isDatabaseUnavailable(err)) throw err;
    console.error(
      `The server (pid ${holder.pid}) holds ${config.dataDir} but its database socket ${opened.socketPath} did not answer (${unavailableReason(err)}): try again once it has started, or stop it.`,
    );
    return 1;
  } finally {
    await opened.close();
  }
}

/**
 * PostgreSQL: the configured database. PGlite: the directory itself when no process holds it;
 * while the server runs, its database through the server's socket (only one process may open the
 * directory, decision 0012). Answers the one-line reason when neither is possible.
 */
async function openForCommand(
  config: Config,
): Promise<{ opened: OpenedDb; holder?: DataDirInUseError['holder'] } | string> {
  if (config.DATABASE_URL) return { opened: await openDb({ url: config.DATABASE_URL }) };
  try {
    return { opened: await openDb({ dataDir: path.resolve(config.dataDir, 'db') }) };
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    if (!err.holder.socket) return `${err.message} Try again when it has finished.`;
    return { opened: openRunningServerDb(err.holder.socket), holder: err.holder };
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
