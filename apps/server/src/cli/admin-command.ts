import type { Db } from '@fardin/db/open-db';
import type { Config } from '../config';
import type { Services } from '../services';

/** What an operator command gets (its own file: the areas' command tables and the CLI share it). */
interface AdminContext {
  config: Config;
  db: Db;
  /** The composition root's services (decision 0028): commands never build their own. */
  services: Services;
  args: string[];
  print(line: string): void;
}

/** One `npm run admin -- <name>` command. */
export interface AdminCommand {
  summary: string;
  run(ctx: AdminContext): Promise<void>;
}
