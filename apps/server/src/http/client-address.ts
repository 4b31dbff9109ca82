import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { headerOf } from './request-header';

/**
 * The env key an in-process caller (the web's SSR API client) sets to the address it already
 * resolved for the shopper's request: an in-process request has no socket of its own.
 */
export const CLIENT_ADDRESS_ENV = 'clientAddress';

/** Tests run the app in process (`app.request`, no socket): they name the caller here, NODE_ENV=test only. */
export const TEST_ADDRESS_HEADER = 'x-test-client-address';

/** The address of requests that have neither a socket nor a caller-given address. */
export const UNKNOWN_ADDRESS = 'unknown';

type NodeEnv = { incoming?: IncomingMessage; [CLIENT_ADDRESS_ENV]?: unknown } | undefined;

/**
 * The client among `X-Forwarded-For` + the socket address, trusting the last `trustProxy` hops
 * (each trusted proxy appends the address it received the request from). With fewer entries than
 * trusted hops, the furthest one is taken. `trustProxy` 0 answers the socket address.
 */
export function addressFromChain(forwardedFor: string | undefined, socket: string, trustProxy: number): string {
  if (trustProxy <= 0) return socket;
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => isIP(stripPort(part)) !== 0)
      .map(stripPort),
    socket,
  ];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socket;
}

/** `1.2.3.4:5678` -> `1.2.3.4`, `[::1]:80` -> `::1` (some proxies keep the port). */
function stripPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) return bracketed[1];
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  return v4?.[1] ?? value;
}

/**
 * The form limits count under: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 (one home
 * network or phone holds a whole /64, so counting single v6 addresses would count nothing).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface ClientAddressOptions {
  trustProxy: number;
  /** Honour TEST_ADDRESS_HEADER on in-process requests (NODE_ENV=test only). */
  testHeader: boolean;
}

/** Resolves the client's address once per request into `c.get('clientAddress')` (see `clientAddress`). */
export function resolveClientAddress(options: ClientAddressOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientAddress', addressOf(c.req.raw, c.env, options));
    await next();
  };
}

function addressOf(request: Request, env: unknown, { trustProxy, testHeader }: ClientAddressOptions): string {
  const nodeEnv = env as NodeEnv;
  const socket = nodeEnv?.incoming?.socket?.remoteAddress;
  if (socket) return addressKey(addressFromChain(headerOf(request, env, 'x-forwarded-for'), socket, trustProxy));
  const given = nodeEnv?.[CLIENT_ADDRESS_ENV];
  if (typeof given === 'string' && given) return given;
  const named = testHeader ? request.headers.get(TEST_ADDRESS_HEADER) : null;
  return named ? addressKey(named) : UNKNOWN_ADDRESS;
}

/** The client's address as limits count it (resolveClientAddress runs first in createApp). */
export function clientAddress(c: Context<AppEnv>): string {
  return c.get('clientAddress') ?? UNKNOWN_ADDRESS;
}
