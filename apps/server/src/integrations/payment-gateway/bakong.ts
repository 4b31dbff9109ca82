import { z } from 'zod';
import type { PaymentGateway } from './gateway';
import { callOutside } from '../../lib/outside-call';

/** Bakong answers are a few hundred bytes: 256 KiB is plenty and bounds a broken answer. */
const BAKONG_MAX_BYTES = 256 * 1024;

const answerSchema = z.object({
  responseCode: z.number(),
  errorCode: z.number().nullable().optional(),
  responseMessage: z.string().nullable().optional(),
  data: z
    .object({
      hash: z.string().optional(),
      fromAccountId: z.string().optional(),
      toAccountId: z.string(),
      currency: z.string(),
      amount: z.coerce.number(),
    })
    .nullable()
    .optional(),
});

const deepLinkAnswerSchema = z.object({
  responseCode: z.number(),
  errorCode: z.number().nullable().optional(),
  responseMessage: z.string().nullable().optional(),
  data: z.object({ shortLink: z.url() }).nullable().optional(),
});

/** What the bank app shows about the shop while the shopper pays, and where it sends them back. */
interface DeepLinkSource {
  appName: string;
  appIconUrl: string;
  appDeepLinkCallback: string;
}

export interface BakongOptions {
  apiUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  source: DeepLinkSource;
}

/**
 * Bakong Open API: `POST /v1/check_transaction_by_md5 {md5}` with a Bearer token (DOMAIN.md, KHQR),
 * and `POST /v1/generate_deeplink_by_qr {qr, sourceInfo}` for the link that opens the shopper's
 * bank app. responseCode 0 is a result; for a lookup, responseCode 1 is "not found yet". The token
 * stays on the server.
 */
export function createBakongGateway(options: BakongOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const res = await callOutside(
      new URL(path, options.apiUrl),
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
      },
      { service: 'bakong', deadlineMs: options.timeoutMs ?? 8000, maxBytes: BAKONG_MAX_BYTES },
      { fetch: doFetch },
    );
    if (!res.ok) throw new Error(`Bakong answered HTTP ${res.status}`);
    return res.json();
  };
  return {
    kind: 'bakong',
    async lookup(md5) {
      const answer = answerSchema.parse(await post('/v1/check_transaction_by_md5', { md5 }));
      if (answer.responseCode === 0 && answer.data) return answer.data;
      if (answer.responseCode === 1) return null;
      throw new Error(`Bakong error ${answer.errorCode ?? '?'}: ${answer.responseMessage ?? ''}`);
    },
    async deepLink(qr) {
      const answer = deepLinkAnswerSchema.parse(
        await post('/v1/generate_deeplink_by_qr', { qr, sourceInfo: options.source }),
      );
      if (answer.responseCode === 0 && answer.data) return answer.data.shortLink;
      throw new Error(`Bakong deeplink error ${answer.errorCode ?? '?'}: ${answer.responseMessage ?? ''}`);
    },
  };
}
