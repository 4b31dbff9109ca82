import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Stands for the request's nonce in a CSP directive (`script-src 'self' NONCE`). */
export const NONCE = Symbol('csp-nonce');

export type CspDirectives = Record<string, (string | typeof NONCE)[]>;

export interface SecurityHeadersOptions {
  /** Content-Security-Policy; none in development (Vite injects inline scripts without a nonce). */
  contentSecurityPolicy?: CspDirectives | undefined;
  /** Strict-Transport-Security value, or false (only production is served over HTTPS). */
  strictTransportSecurity: string | false;
  referrerPolicy: string;
}

/**
 * The nonce of this request's inline scripts, made on first use: only server-rendered pages ask
 * for one, so JSON answers do not pay for random bytes and their CSP has no nonce at all.
 */
export function cspNonce(c: Context<AppEnv>): string {
  let nonce = c.get('secureHeadersNonce');
  if (!nonce) {
    nonce = newNonce();
    c.set('secureHeadersNonce', nonce);
  }
  return nonce;
}

const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

/**
 * A fresh nonce (16 random bytes, base64: 24 characters). The bytes come from a pool filled 4 KB
 * at a time (each byte is used once): a page answered from memory needs one per answer.
 */
function newNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(256 * NONCE_BYTES);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);

/**
 * The policy text split around the nonce: `withSources(s)` puts script sources `s` where the nonce
 * stands (`'nonce-…'` of one answer, or the `'sha256-…'` hashes of a kept page, decision 0046).
 */
function compileCsp(directives: CspDirectives): {
  withNonce: (nonce: string) => string;
  withSources: (sources: string) => string;
  withoutNonce: string;
} {
  const marker = '\u0000nonce\u0000';
  const text = Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values.map((v) => (v === NONCE ? marker : v))].join(' '))
    .join('; ');
  const parts = text.split(marker);
  const withoutNonce = parts.map((p, i) => (i < parts.length - 1 ? p.replace(/ $/, '') : p)).join('');
  const withSources = (sources: string) => (sources ? parts.join(sources) : withoutNonce);
  return { withNonce: (nonce) => withSources(`'nonce-${nonce}'`), withSources, withoutNonce };
}

function fixedHeaders(options: SecurityHeadersOptions): [string, string][] {
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', options.referrerPolicy],
    ...(options.strictTransportSecurity
      ? [['Strict-Transport-Security', options.strictTransportSecurity] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** The CSP with given script sources of each frame `frameHeaders` made. */
const sourcesCsp = new WeakMap<object, (sources: string) => string>();

/** The security headers of an answer that is not a page (no nonce), as one object. */
export function frameHeaders(options: SecurityHeadersOptions): Readonly<Record<string, string>> {
  const csp = options.contentSecurityPolicy ? compileCsp(options.contentSecurityPolicy) : null;
  const frame = Object.freeze({
    ...Object.fromEntries(fixedHeaders(options)),
    ...(csp ? { 'Content-Security-Policy': csp.withoutNonce } : {}),
  });
  if (csp) sourcesCsp.set(frame, csp.withSources);
  return frame;
}

/**
 * `frame` (made by `frameHeaders`) for a page whose inline scripts `scriptSources` allows (a kept
 * page's `'sha256-…'` hashes, decision 0046): the CSP `securityHeaders` sets with them in place of
 * the nonce. No sources: the frame's CSP without one.
 */
export function pageScriptHeaders(
  frame: Readonly<Record<string, string>>,
  scriptSources: string,
): Record<string, string> {
  const withSources = sourcesCsp.get(frame);
  return withSources ? { ...frame, 'Content-Security-Policy': withSources(scriptSources) } : { ...frame };
}

/**
 * The headers of hono/secure-headers (same names and values, see security-headers.test.ts) at a
 * fraction of its per-request cost: the header list is built once, the CSP nonce only when a page
 * asked for one (`cspNonce`). Set after the handler, over whatever it set itself.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const fixed = fixedHeaders(options);
  const csp = options.contentSecurityPolicy ? compileCsp(options.contentSecurityPolicy) : null;
  const frame = frameHeaders(options);
  return async (c, next) => {
    c.set('frameHeaders', frame);
    await next();
    if (c.get('prepared')) return;
    const headers = c.res.headers;
    for (const [name, value] of fixed) headers.set(name, value);
    if (csp) {
      const nonce = c.get('secureHeadersNonce');
      headers.set('Content-Security-Policy', nonce ? csp.withNonce(nonce) : csp.withoutNonce);
    }
    headers.delete('X-Powered-By');
  };
}
