import type { NotifyBus } from '@fardin/db/notify-bus';
import type { ServiceDeps, Services } from './services';

/** What `createApp` is built from (its own file: modules read it without importing the app). */
export interface AppDeps extends ServiceDeps {
  /** The built services (`createServices`); built from the other fields when absent (tests). */
  services?: Services | undefined;
  /**
   * PostgreSQL with several server processes: back-office writes are announced to the others and
   * theirs clear our caches (decision 0026). Absent (PGlite, in-process tests): this process only.
   */
  cacheNotices?: NotifyBus | undefined;
}
