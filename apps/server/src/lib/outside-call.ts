/**
 * The one home of the rules every call to an outside service follows (decision 0035): a deadline
 * for the whole call (retries, redirects and reading the answer included), a cap on the bytes read
 * of an answer (streamed, the connection dropped past the cap, never read whole first) and, where
 * the target comes from data rather than configuration, an allowlist of hosts. The aggregator,
 * translation, geocoding, the image proxy, maps links, the assistant, Bakong and the SMS gateway
 * all call through here; each turns an `OutsideCallError` into its own answer.
 */

export type OutsideFailure = 'timeout' | 'too_large' | 'unreachable' | 'host_not_allowed';

export class OutsideCallError extends Error {
  constructor(
    readonly kind: OutsideFailure,
    /** The service, for messages and logs ("marketplace", "bakong"). */
    readonly service: string,
    message = MESSAGES[kind](service),
  ) {
    super(message);
    this.name = 'OutsideCallError';
  }
}

const MESSAGES: Record<OutsideFailure, (service: string) => string> = {
  timeout: (s) => `The ${s} service did not answer in time`,
  too_large: (s) => `The ${s} service sent an answer larger than we read`,
  unreachable: (s) => `The ${s} service could not be reached`,
  host_not_allowed: (s) => `The ${s} address is not one we call`,
};

export interface OutsideRules {
  /** Named in errors. */
  service: string;
  /** The whole call, from the first byte sent to the last byte read. */
  deadlineMs: number;
  /** The most bytes of an answer's body that are read. */
  maxBytes: number;
  /** Allowed hosts (each also allows its subdomains); absent: any (the URL comes from configuration). */
  hosts?: readonly string[] | undefined;
}

/** Whether `hostname` is one of `hosts` or a subdomain of one. */
export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A signal that aborts after `ms`, or with `parent` (an overall deadline) if that comes first. */
export function deadlineSignal(ms: number, parent?: AbortSignal): AbortSignal {
  const own = AbortSignal.timeout(Math.max(1, ms));
  return parent ? AbortSignal.any([parent, own]) : own;
}

/**
 * `task`, or an OutsideCallError('timeout') as soon as `signal` aborts, whether or not the task
 * itself listens to the signal (a stuck stream, a library's own wait).
 */
export function beforeDeadline<T>(task: Promise<T>, signal: AbortSignal, service: string): Promise<T> {
  if (signal.aborted) {
    task.catch(() => undefined);
    return Promise.reject(new OutsideCallError('timeout', service));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new OutsideCallError('timeout', service));
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/** An error of fetch or of reading its body as an OutsideCallError (abort: timeout; else unreachable). */
function asOutside(err: unknown, signal: AbortSignal, service: string): OutsideCallError {
  if (err instanceof OutsideCallError) return err;
  const aborted =
    signal.aborted || (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'));
  return new OutsideCallError(aborted ? 'timeout' : 'unreachable', service);
}

/**
 * Reads `body` up to `maxBytes`: past the cap the stream is cancelled and an
 * OutsideCallError('too_large') thrown; when `signal` aborts, 'timeout'. For an answer of
 * `sendWithin`, `readAnswer` also drops its connection.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal: AbortSignal,
  service: string,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await beforeDeadline(reader.read(), signal, service);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new OutsideCallError('too_large', service);
      chunks.push(value);
    }
  } catch (err) {
    void reader.cancel().catch(() => undefined);
    throw asOutside(err, signal, service);
  }
  return Buffer.concat(chunks);
}

/** Throws 'host_not_allowed' unless the URL is http(s) on an allowed host (when `hosts` is given). */
function assertAllowed(url: URL, rules: Pick<OutsideRules, 'hosts' | 'service'>): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OutsideCallError('host_not_allowed', rules.service);
  if (rules.hosts && !hostAllowed(url.hostname, rules.hosts))
    throw new OutsideCallError('host_not_allowed', rules.service);
}

/** The request of each answer of `sendWithin`: aborting it drops the connection at once. */
const requests = new WeakMap<Response, AbortController>();

/**
 * One request, its headers only: the host checked, sent with `signal`, bounded by it even if
 * `doFetch` ignores it. The body is the caller's to read (`readAnswer`) or `drop`.
 */
export async function sendWithin(
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
  rules: Pick<OutsideRules, 'hosts' | 'service'>,
  doFetch: typeof fetch = fetch,
): Promise<Response> {
  assertAllowed(url, rules);
  const request = new AbortController();
  try {
    const res = await beforeDeadline(
      doFetch(url, { ...init, signal: AbortSignal.any([signal, request.signal]) }),
      signal,
      rules.service,
    );
    requests.set(res, request);
    return res;
  } catch (err) {
    request.abort();
    throw asOutside(err, signal, rules.service);
  }
}

/**
 * Gives up an answer of `sendWithin` unread: its body cancelled and its request aborted (a
 * cancelled body alone can leave the socket open, still receiving, until it is collected).
 */
export function drop(res: Response): void {
  void res.body?.cancel().catch(() => undefined);
  requests.get(res)?.abort();
}

/** The body of an answer of `sendWithin` under the cap and deadline; on failure the connection is dropped. */
export async function readAnswer(
  res: Response,
  maxBytes: number,
  signal: AbortSignal,
  service: string,
): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  try {
    if (Number.isFinite(declared) && declared > maxBytes) throw new OutsideCallError('too_large', service);
    return await readCapped(res.body, maxBytes, signal, service);
  } catch (err) {
    drop(res);
    throw err;
  }
}

export interface OutsideAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  bytes: Buffer;
  text(): string;
  /** The body as JSON; a body that is not JSON throws a SyntaxError. */
  json(): unknown;
}

/**
 * One whole outside call under `rules`: send, then read the body (a declared Content-Length over
 * the cap is refused before reading), all before one deadline (`parent`, e.g. a deadline spanning
 * retries, can end it sooner).
 */
export async function callOutside(
  url: URL | string,
  init: RequestInit,
  rules: OutsideRules,
  options: { fetch?: typeof fetch | undefined; signal?: AbortSignal | undefined } = {},
): Promise<OutsideAnswer> {
  const signal = deadlineSignal(rules.deadlineMs, options.signal);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutsideCallError('host_not_allowed', rules.service);
  }
  const res = await sendWithin(target, init, signal, rules, options.fetch);
  const bytes = await readAnswer(res, rules.maxBytes, signal, rules.service);
  return {
    status: res.status,
    ok: res.ok,
    headers: res.headers,
    bytes,
    text: () => bytes.toString('utf8'),
    json: () => JSON.parse(bytes.toString('utf8')) as unknown,
  };
}
