import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { NONCE as HONO_NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';
import { cspNonce, NONCE, securityHeaders, type CspDirectives } from './security-headers';

const POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
} satisfies CspDirectives;
const HSTS = 'max-age=31536000; includeSubDomains';
const REFERRER = 'strict-origin-when-cross-origin';

function ours() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ contentSecurityPolicy: POLICY, strictTransportSecurity: HSTS, referrerPolicy: REFERRER }));
  app.get('/page', (c) => c.html(`<script nonce="${cspNonce(c)}"></script>`));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/raw', () => new Response('raw', { headers: { 'X-Powered-By': 'x', 'X-Frame-Options': 'ALLOWALL' } }));
  return app;
}

function hono() {
  const app = new Hono<AppEnv>();
  const csp = Object.fromEntries(
    Object.entries(POLICY).map(([k, v]) => [k, v.map((x) => (x === NONCE ? HONO_NONCE : x))]),
  );
  app.use(
    secureHeaders({
      contentSecurityPolicy: csp,
      strictTransportSecurity: HSTS,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: REFERRER,
    }),
  );
  app.get('/page', (c) => c.html(`<script nonce="${c.get('secureHeadersNonce') ?? ''}"></script>`));
  return app;
}

const withoutCsp = (h: Headers) =>
  [...h.entries()].filter(([k]) => k !== 'content-security-policy' && k !== 'content-length');

describe('security headers', () => {
  it('sends what hono/secure-headers sends, with the page nonce in the CSP', async () => {
    const mine = await ours().request('/page');
    const theirs = await hono().request('/page');
    expect(withoutCsp(mine.headers)).toEqual(withoutCsp(theirs.headers));
    const nonce = /nonce="([^"]+)"/.exec(await mine.text())![1]!;
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    const theirNonce = /nonce="([^"]+)"/.exec(await theirs.text())![1]!;
    expect(mine.headers.get('content-security-policy')).toBe(
      theirs.headers.get('content-security-policy')!.replace(theirNonce, nonce),
    );
    expect(mine.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(mine.headers.get('strict-transport-security')).toBe(HSTS);
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives every page its own nonce and answers without a page no nonce at all', async () => {
    const app = ours();
    const a = (await app.request('/page')).headers.get('content-security-policy');
    const b = (await app.request('/page')).headers.get('content-security-policy');
    expect(a).not.toBe(b);
    const json = await app.request('/json');
    expect(json.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'",
    );
  });

  it('overrides what a handler set and drops X-Powered-By', async () => {
    const res = await ours().request('/raw');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
