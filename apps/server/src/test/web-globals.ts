import { afterAll } from 'vitest';

/**
 * @hono/node-server's `serve` and `getRequestListener` replace the global `Request` and `Response`
 * with its lightweight classes for the rest of the process (as in production). A lightweight
 * Response built from a string forgets headers set on it once its body is read, so in a shared
 * Vitest worker (decision 0052) a later file saw pages without the headers its middleware set
 * (security-headers.test.ts lost hono's CSP). A test file that starts a node server in-process calls
 * this at its top: the globals it found come back after the file. `test-isolation.test.ts` fails on
 * such a file that does not.
 */
export function restoreWebGlobalsAfterAll(): void {
  const { Request, Response } = globalThis;
  afterAll(() => {
    Object.defineProperty(globalThis, 'Request', { value: Request });
    Object.defineProperty(globalThis, 'Response', { value: Response });
  });
}
