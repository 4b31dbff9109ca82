import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@fardin/core/ui-timings';
import { registerServiceWorker } from './lib/register-service-worker';

const RELOAD_KEY = 'fardin.chunk-reload-at';

/**
 * SPEC section 8: a failed chunk load (a new deploy removed the old file) reloads the page, at most
 * once every 60 s so a real outage does not loop. Offline the file is not gone, the network is: a
 * reload then would swap the page for the browser's offline error, so the page stays as it is.
 */
function reloadOnChunkError(): void {
  if (!navigator.onLine) return;
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return;
  window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnChunkError();
});
window.addEventListener('unhandledrejection', (event) => {
  const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
  if (/dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message))
    reloadOnChunkError();
});

registerServiceWorker();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
