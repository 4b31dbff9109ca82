import { z } from 'zod';
import type { PaymentGateway } from './gateway';

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

export interface BakongOptions {
  apiUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Bakong Open API: `POST /v1/check_transaction_by_md5 {md5}` with a Bearer token (DOMAIN.md, KHQR).
 * responseCode 0 is a transaction; responseCode 1 is "not found yet". The token stays on the server.
 */
export function createBakongGateway(options: BakongOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'bakong',
    async lookup(md5) {
      const res = await doFetch(new URL('/v1/check_transaction_by_md5', options.apiUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ md5 }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
      if (!res.ok) throw new Error(`Bakong answered HTTP ${res.status}`);
      const answer = answerSchema.parse(await res.json());
      if (answer.responseCode === 0 && answer.data) return answer.data;
      if (answer.responseCode === 1) return null;
      throw new Error(`Bakong error ${answer.errorCode ?? '?'}: ${answer.responseMessage ?? ''}`);
    },
  };
}
