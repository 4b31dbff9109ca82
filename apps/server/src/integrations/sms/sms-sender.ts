import type { Logger } from '../../logger';
import { callOutside } from '../../lib/outside-call';
import { createMekongSms, createPlasgateSms } from './sms-gateways';

type SmsPurpose = 'verify' | 'forgot';

/** One text to send. `code` is the one-time code inside `body`, named so the embedded outbox can print it. */
interface SmsMessage {
  to: string;
  body: string;
  purpose?: SmsPurpose | undefined;
  code?: string | undefined;
}

/**
 * Sends one text message. Only the embedded outbox may print a code (a person on `npm start` has
 * no phone network); a real gateway never logs the body or the code.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}

export const OTP_LOG_MESSAGE = 'OTP (embedded SMS outbox; set SMS_GATEWAY_URL to send real texts)';

/**
 * Where the embedded outbox keeps a text (a port: the accounts module owns the `sms_outbox` table
 * and hands its service in, services.ts; integrations know no module).
 */
export interface SmsOutboxPort {
  add(text: { to: string; body: string; purpose: string | null }): Promise<void>;
}

/**
 * The embedded default: texts are stored in the database (the back office's SMS outbox lists
 * them) and each code is printed in the server log as one line, so a person running `npm start`
 * without a phone network can still register.
 */
function createOutboxSms(outbox: SmsOutboxPort, logger: Logger): SmsSender {
  return {
    kind: 'outbox',
    async send({ to, body, purpose, code }) {
      await outbox.add({ to, body, purpose: purpose ?? null });
      if (code) logger.info({ phone: to, code, purpose: purpose ?? null }, OTP_LOG_MESSAGE);
      else logger.info({ phone: to, purpose: purpose ?? null }, 'SMS stored in the embedded outbox');
    },
  };
}

export interface HttpSmsOptions {
  url: string;
  token?: string | undefined;
  sender: string;
  logger: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS gateway: POST {to, from, text} as JSON with a Bearer token. Most Cambodian
 * aggregators accept this shape or need only a thin proxy in front. Its log lines name the phone
 * and the purpose, never the text.
 */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async send({ to, body, purpose }) {
      // 10 s for the whole call; the answer is not used, at most 64 KiB of it is read.
      const res = await callOutside(
        options.url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to, from: options.sender, text: body }),
        },
        { service: 'SMS gateway', deadlineMs: options.timeoutMs ?? 10_000, maxBytes: 64 * 1024 },
        { fetch: doFetch },
      );
      if (!res.ok) {
        options.logger.warn({ phone: to, purpose, status: res.status }, 'SMS gateway refused the text');
        throw new Error(`SMS gateway answered ${res.status}`);
      }
      options.logger.info({ phone: to, purpose }, 'SMS sent through the gateway');
    },
  };
}

export interface SmsConfig {
  SMS_GATEWAY_URL?: string | undefined;
  SMS_GATEWAY_TOKEN?: string | undefined;
  SMS_SENDER: string;
  SMS_GATEWAY_KIND?: 'generic' | 'plasgate' | 'mekongsms' | undefined;
  SMS_GATEWAY_SECRET?: string | undefined;
  SMS_GATEWAY_USERNAME?: string | undefined;
}

/** Which SMS service runs: the embedded outbox unless SMS_GATEWAY_URL names a gateway. */
export function smsKind(config: SmsConfig): SmsSender['kind'] {
  return config.SMS_GATEWAY_URL ? 'http' : 'outbox';
}

/**
 * The outbox without SMS_GATEWAY_URL; else the gateway of SMS_GATEWAY_KIND: `generic` (JSON with
 * a Bearer token), `plasgate` or `mekongsms` (sms-gateways.ts, decision 0040).
 */
export function createSmsSender(
  outbox: SmsOutboxPort,
  config: SmsConfig,
  logger: Logger,
  fetchFn?: typeof fetch,
): SmsSender {
  if (!config.SMS_GATEWAY_URL) return createOutboxSms(outbox, logger);
  const options = {
    url: config.SMS_GATEWAY_URL,
    token: config.SMS_GATEWAY_TOKEN,
    secret: config.SMS_GATEWAY_SECRET,
    username: config.SMS_GATEWAY_USERNAME,
    sender: config.SMS_SENDER,
    logger,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  };
  if (config.SMS_GATEWAY_KIND === 'plasgate') return createPlasgateSms(options);
  if (config.SMS_GATEWAY_KIND === 'mekongsms') return createMekongSms(options);
  return createHttpSms(options);
}
