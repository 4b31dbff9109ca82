import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileServer, timed, type HostileServer } from '../test/hostile-server';
import { libreTranslateProvider, googleV2Provider } from '../integrations/translation/translator';
import { createPeliasGeocoder } from '../integrations/geocoding/reverse-geocoder';
import { createHttpSms } from '../integrations/sms/sms-sender';
import { createBakongGateway } from '../integrations/payment-gateway/bakong';
import { openAiAnswer } from '../modules/assistant/openai-adapter';
import { queryGoogleMap } from '../modules/accounts/google-map-query';
import { loadSource, parseSource, type SourceOptions } from '../modules/images/fetch-source';
import { HttpError } from '../http/errors';
import { OutsideCallError } from './outside-call';

/**
 * Issue 24 item 6: every outside service the shop calls ends its call at its deadline and reads
 * at most its cap, against a fake that never answers, one that drips, and one that sends 150 MB
 * (decision 0035). Deadlines are shortened for the test (the services' own are seconds).
 */
const DEADLINE = 300;
/** Time a call may take past its deadline on a busy machine. */
const SLACK = 1500;

type Mode = 'silent' | 'slow' | 'huge';
const MODES: Mode[] = ['silent', 'slow', 'huge'];
const servers = {} as Record<Mode, HostileServer>;
beforeAll(async () => {
  for (const mode of MODES) servers[mode] = await startHostileServer(mode);
});
afterAll(async () => {
  await Promise.all(MODES.map((mode) => servers[mode].close()));
});

const rules = { deadlineMs: DEADLINE, maxBytes: 256 * 1024 };
const logger = pino({ level: 'silent' });

/** Each service's call against `base`, and what it gives when the service misbehaves. */
const SERVICES: {
  name: string;
  call: (base: string) => Promise<unknown>;
  /** 'null': the service's own fallback (the caller goes on); 'throws': an error the caller maps. */
  outcome: 'null' | 'throws';
}[] = [
  {
    name: 'translation (LibreTranslate)',
    call: (base) =>
      libreTranslateProvider(base, undefined, fetch, { service: 'translation', ...rules }).translate('shoe', 'zh'),
    outcome: 'throws',
  },
  {
    name: 'translation (Google v2)',
    call: (base) => googleV2Provider(base, 'k', fetch, { service: 'translation', ...rules }).translate('shoe', 'zh'),
    outcome: 'throws',
  },
  {
    name: 'geocoding (Pelias)',
    call: (base) => createPeliasGeocoder(base, fetch, { service: 'geocoding', ...rules }).reverse(11.5, 104.9, 'en'),
    outcome: 'null',
  },
  {
    name: 'SMS gateway',
    call: (base) =>
      createHttpSms({ url: base, sender: 'Fardin', logger, timeoutMs: DEADLINE }).send({
        to: '+85510000001',
        body: 'x',
      }),
    outcome: 'throws',
  },
  {
    name: 'KHQR / Bakong',
    call: (base) =>
      createBakongGateway({
        apiUrl: base,
        token: 't',
        timeoutMs: DEADLINE,
        source: { appName: 'Fardin', appIconUrl: 'https://x/i.svg', appDeepLinkCallback: 'https://x/' },
      }).lookup('0123456789abcdef0123456789abcdef'),
    outcome: 'throws',
  },
  {
    name: 'assistant (OpenAI-compatible)',
    call: (base) =>
      openAiAnswer({ message: 'red shoes' }, async () => [], { baseUrl: base, model: 'm', timeoutMs: DEADLINE }),
    outcome: 'throws',
  },
];

describe.each(MODES)('outside services against a fake that is %s', (mode) => {
  it.each(SERVICES)('$name ends in time', async ({ call, outcome }) => {
    const { ms, value, error } = await timed(() => call(servers[mode].url));
    expect(ms).toBeLessThan(DEADLINE + SLACK);
    if (outcome === 'null') expect(value).toBeNull();
    else expect(error).toBeInstanceOf(OutsideCallError);
    if (mode === 'huge') expect(servers.huge.sent).toBeLessThan(40 * 1024 * 1024);
  });

  it('the image proxy ends a remote original in time with its own code', async () => {
    const url = new URL(servers[mode].url);
    const options: SourceOptions = {
      hosts: [url.hostname],
      ownOrigins: [],
      localRoots: [],
      generated: [],
      timeoutMs: DEADLINE,
      maxBytes: 1024 * 1024,
    };
    const { ms, error } = await timed(() => loadSource(parseSource(`${servers[mode].url}/a.jpg`, options), options));
    expect(ms).toBeLessThan(DEADLINE + SLACK);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe(mode === 'huge' ? 'image.too_large' : 'image.host_timeout');
  });
});

describe('following a maps short link', () => {
  it('ends at its deadline when a hop never answers (502 map.extract_failed)', async () => {
    // Hosts are allowlisted (Google only): the hop's fetch is pointed at the silent fake.
    const silent: typeof fetch = (_url, init) => fetch(servers.silent.url, init);
    const { ms, error } = await timed(() =>
      queryGoogleMap('https://maps.app.goo.gl/abc123', { fetch: silent, timeoutMs: DEADLINE }),
    );
    expect(ms).toBeLessThan(DEADLINE + SLACK);
    expect((error as HttpError).code).toBe('map.extract_failed');
  });
});
