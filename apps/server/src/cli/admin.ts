import path from 'node:path';
import { openDb, openRunningServerDb, type OpenedDb } from '@fardin/db/open-db';
import { existsSync } from 'node:fs';
import { DataDirInUseError } from '@fardin/db/data-dir-lock';
import { embeddedSocketPath } from '@fardin/db/embedded-socket';
import { isDatabaseUnavailable, unavailableReason } from '@fardin/db/db-errors';
import { loadConfig, type Config } from '../config';
import { createLogger } from '../logger';
import { createServices } from '../services';
import type { AdminCommand } from './admin-command';
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
    async run({ services, args, print }) {
      const limit = Math.min(Math.max(Number(args[0] ?? 20) || 20, 1), 500);
      const rows = await services.smsOutbox.list(limit);
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
    if (!holder) throw err;
    const server = holder.pid ? `The server (pid ${holder.pid})` : 'The server';
    const refusal = socketRefusal(err);
    if (refusal) {
      console.error(`${server} refused this command on its database socket: ${refusal}`);
      return 1;
    }
    if (!isDatabaseUnavailable(err)) throw err;
    console.error(
      `${server} holds ${config.dataDir} but its database socket ${opened.socketPath} did not answer (${unavailableReason(err)}): try again once it has started, or stop it.`,
    );
    return 1;
  } finally {
    await opened.close();
  }
}

/**
 * The socket's bounds (decision 0036), answered as PostgreSQL errors: too many connections
 * (53300), a turn past its bound (25P03), a statement cancelled at it (57014). A command that
 * needs longer runs with the server stopped, on the directory itself.
 */
function socketRefusal(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '53300') return `${e.message}.`;
    if (code === '25P03' || code === '57014') {
      return `${e.message}. Commands through a running server get a few seconds each; for longer work stop the server and run the command again (it then opens DATA_DIR/db itself).`;
    }
  }
  return undefined;
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
    // The holder names its socket in db.lock; if that file was deleted, the socket is still where servers put it.
    const fallback = embeddedSocketPath(config.dataDir);
    const socket = err.holder.socket ?? (existsSync(fallback) ? fallback : undefined);
    if (!socket) return `${err.message} Try again when it has finished.`;
    return { opened: openRunningServerDb(socket), holder: { ...err.holder, socket } };
  }
}

/**
 * Run as a program: `npm run admin` (this file through tsx), or the bundle of it named `admin.js`
 * that the process tests start with plain node (decision 0064).
 */
function runAsProgram(): boolean {
  const entry = process.argv[1] ? path.resolve(process.argv[1]) : '';
  return entry === path.resolve(new URL(import.meta.url).pathname) || path.basename(entry) === 'admin.js';
}

if (runAsProgram()) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
