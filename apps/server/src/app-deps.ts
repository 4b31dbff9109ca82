import type { ServiceDeps, Services } from './services';

/** What `createApp` is built from (its own file: modules read it without importing the app). */
export interface AppDeps extends ServiceDeps {
  /** The built services (`createServices`); built from the other fields when absent (tests). */
  services?: Services | undefined;
}
