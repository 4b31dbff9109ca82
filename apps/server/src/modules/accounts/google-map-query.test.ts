import { describe, expect, it } from 'vitest';
import { MAP_TEXT } from '@fardin/core/messages';
import { HttpError } from '../../http/errors';
import { queryGoogleMap } from './google-map-query';

function redirects(chain: Record<string, string>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    const next = chain[url];
    return new Response(null, next ? { status: 302, headers: { Location: next } } : { status: 200 });
  }) as typeof fetch;
}

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (err) {
    return err instanceof HttpError ? err.message : String(err);
  }
}

describe('queryGoogleMap short links', () => {
  it('follows maps.app.goo.gl to the coordinates', async () => {
    const fetchFake = redirects({
      'https://maps.app.goo.gl/abc123': 'https://www.google.com/maps/place/11.5564,104.9282/@11.55,104.92,15z',
    });
    expect(await queryGoogleMap('https://maps.app.goo.gl/abc123', { fetch: fetchFake })).toEqual({
      lat: 11.5564,
      lng: 104.9282,
    });
  });

  it('stops at a host outside the allowlist', async () => {
    const fetchFake = redirects({ 'https://maps.app.goo.gl/evil': 'http://127.0.0.1:8080/?q=1,2' });
    expect(await messageOf(queryGoogleMap('https://maps.app.goo.gl/evil', { fetch: fetchFake }))).toBe(
      MAP_TEXT.noCoordinates,
    );
  });

  it('gives up after 5 redirects', async () => {
    const chain: Record<string, string> = {};
    for (let i = 0; i < 10; i += 1) chain[`https://maps.app.goo.gl/l${i}`] = `https://maps.app.goo.gl/l${i + 1}`;
    let calls = 0;
    const counting = (async (input: RequestInfo | URL) => {
      calls += 1;
      return redirects(chain)(input);
    }) as typeof fetch;
    expect(await messageOf(queryGoogleMap('https://maps.app.goo.gl/l0', { fetch: counting }))).toBe(
      MAP_TEXT.noCoordinates,
    );
    expect(calls).toBe(6);
  });

  it('answers the spec message offline or on a timeout, without hanging', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await messageOf(queryGoogleMap('https://goo.gl/maps/xyz', { fetch: offline }))).toBe(MAP_TEXT.extractFailed);
    const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    const started = Date.now();
    expect(await messageOf(queryGoogleMap('https://maps.app.goo.gl/slow', { fetch: slow, timeoutMs: 200 }))).toBe(
      MAP_TEXT.extractFailed,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
