import http from 'node:http';
import { freePort } from './server-process';

export interface RoundRobinProxy {
  base: string;
  /** The upstream base of each request passed on, in order. */
  served: string[];
  close(): Promise<void>;
}

/** Names the upstream that answered, so a test sees where each request went. */
export const SERVED_BY = 'x-test-served-by';

/**
 * A load balancer for tests: each HTTP request (not each connection: clients keep connections
 * alive) goes to the next upstream in turn, with its method, path, headers and body, and the
 * answer comes back with `x-test-served-by: <upstream base>`.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served: string[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    served.push(upstream);
    const target = new URL(req.url ?? '/', upstream);
    const forward = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: upstream });
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: upstream });
      res.end();
    });
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
