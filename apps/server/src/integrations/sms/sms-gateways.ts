import { createHash } from 'node:crypto';
import type { Logger } from '../../logger';
import { callOutside } from '../../lib/outside-call';
import type { SmsSender } from './sms-sender';

/**
 * Cambodian SMS gateways behind SMS_GATEWAY_KIND (decision 0040). Each keeps the SmsSender shape,
 * and like the generic gateway logs the phone and the purpose only: never the text, never a code,
 * never a key (the request's URL carries keys and, for MekongSMS, the text: it is never logged).
 */
export interface GatewayOptions {
  /** The gateway's root, e.g. https://cloudapi.plasgate.com or https://api.mekongsms.com. */
  url: string;
  /** PlasGate: the private key; MekongSMS: the password (sent as its MD5, as the API asks). */
  token?: string | undefined;
  /** PlasGate: the `X-Secret` header. */
  secret?: string | undefined;
  /** MekongSMS: the account's user name. */
  username?: string | undefined;
  sender: string;
  logger: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The gateways want the number without `+`: 855xxxxxxxx. */
const gatewayNumber = (e164: string) => e164.replace(/^\+/, '');

const endpoint = (root: string, path: string) => new URL(path, root.endsWith('/') ? root : `${root}/`);

async function call(options: GatewayOptions, service: string, url: URL, init: RequestInit) {
  return callOutside(
    url,
    init,
    { service, deadlineMs: options.timeoutMs ?? 10_000, maxBytes: 64 * 1024 },
    options.fetch ? { fetch: options.fetch } : {},
  );
}

/** PlasGate: `POST <url>/rest/send?private_key=…` with `X-Secret` and JSON {sender, to, content}. */
export function createPlasgateSms(options: GatewayOptions): SmsSender {
  return {
    kind: 'http',
    async send({ to, body, purpose }) {
      const url = endpoint(options.url, 'rest/send');
      url.searchParams.set('private_key', options.token ?? '');
      const res = await call(options, 'PlasGate', url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Secret': options.secret ?? '' },
        body: JSON.stringify({ sender: options.sender, to: gatewayNumber(to), content: body }),
      });
      if (!res.ok) {
        options.logger.warn({ phone: to, purpose, status: res.status }, 'PlasGate refused the text');
        throw new Error(`PlasGate answered ${res.status}`);
      }
      options.logger.info({ phone: to, purpose }, 'SMS sent through PlasGate');
    },
  };
}

/**
 * MekongSMS (API 2.1): `GET <url>/api/sendsms.aspx?username&pass=<md5>&sender&smstext&gsm&int=1`.
 * It answers 200 with a status line: `0` (or `0[Success]`) is sent, any other number is refused.
 */
export function createMekongSms(options: GatewayOptions): SmsSender {
  const pass = createHash('md5')
    .update(options.token ?? '')
    .digest('hex');
  return {
    kind: 'http',
    async send({ to, body, purpose }) {
      const url = endpoint(options.url, 'api/sendsms.aspx');
      url.searchParams.set('username', options.username ?? '');
      url.searchParams.set('pass', pass);
      url.searchParams.set('sender', options.sender);
      url.searchParams.set('smstext', body);
      url.searchParams.set('gsm', gatewayNumber(to));
      url.searchParams.set('int', '1');
      const res = await call(options, 'MekongSMS', url, { method: 'GET' });
      const status = res.ok ? /^\s*(\d+)/.exec(res.text())?.[1] : undefined;
      if (status !== '0') {
        options.logger.warn(
          { phone: to, purpose, status: res.status, answer: status ?? null },
          'MekongSMS refused the text',
        );
        throw new Error(`MekongSMS answered ${res.status} ${status ?? ''}`.trim());
      }
      options.logger.info({ phone: to, purpose }, 'SMS sent through MekongSMS');
    },
  };
}
