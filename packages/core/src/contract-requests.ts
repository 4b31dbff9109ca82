import { z } from 'zod';
import { integerSchema, moneySchema } from './input-schemas';
// The limits live in a module without zod, so the browser's form can use them (decision 0044).
import {
  MAX_OPEN_BUY_REQUESTS,
  MAX_QUOTE_USD,
  MAX_REQUEST_LINK,
  MAX_REQUEST_NOTE,
  MAX_REQUEST_VARIANT,
} from './buy-request-limits';

/**
 * "Buy it for me" requests (issue 29 item 2): a shopper sends a product link the shop could not
 * read (or an item of a store without a product page) with a note, quantity and variant; staff
 * answer with a product (a link or an id) and a quote in USD; the shopper is told through the
 * notification outbox (`buy_request_answered`).
 */

export const BUY_REQUEST_STATUSES = ['open', 'answered'] as const;
export type BuyRequestStatus = (typeof BUY_REQUEST_STATUSES)[number];

export { MAX_OPEN_BUY_REQUESTS };

/** The outbox kind an answer writes. */
export const BUY_REQUEST_ANSWERED = 'buy_request_answered';

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const webLink = z
  .string({ error: 'link is required' })
  .trim()
  .min(1, 'link is required')
  .max(MAX_REQUEST_LINK)
  .refine(isWebLink, {
    message: 'Please paste a product link starting with http:// or https://',
    params: { code: 'buy_request.link_invalid' },
  });

/** `POST /api/requests`. The store and item are read from the link on the server, never taken from here. */
export const createBuyRequestSchema = z.object({
  link: webLink,
  note: z.string().trim().max(MAX_REQUEST_NOTE).default(''),
  quantity: integerSchema(1, 999).default(1),
  variant: z.string().trim().max(MAX_REQUEST_VARIANT).default(''),
});
export type CreateBuyRequest = z.infer<typeof createBuyRequestSchema>;

/** `POST /api/admin/requests/{id}/answer`: a product link or id and a quote. */
export const answerBuyRequestSchema = z.object({
  product: z.string({ error: 'product is required' }).trim().min(1, 'product is required').max(MAX_REQUEST_LINK),
  quote_usd: moneySchema({ min: 0.01, max: MAX_QUOTE_USD }),
  note: z.string().trim().max(MAX_REQUEST_NOTE).default(''),
});

export const buyRequestQuerySchema = z.object({
  status: z.enum(BUY_REQUEST_STATUSES).default('open'),
});

/** `GET /api/links/resolve?url=`. */
export const resolveLinkQuerySchema = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(4000),
});

const buyRequestAnswerPartSchema = z.object({
  product: z.string(),
  quote_usd: z.number(),
  note: z.string(),
  /** The site page of the answered product when it is an item link we know, else null. */
  path: z.string().nullable(),
  answered_at: z.string(),
});

const buyRequestSchema = z.object({
  id: z.number(),
  link: z.string(),
  /** The store and item read from the link, when it is one we know. */
  store: z.string().nullable(),
  item_id: z.string().nullable(),
  note: z.string(),
  quantity: z.number(),
  variant: z.string(),
  status: z.enum(BUY_REQUEST_STATUSES),
  answer: buyRequestAnswerPartSchema.nullable(),
  created_at: z.string(),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

const staffBuyRequestSchema = buyRequestSchema.extend({
  customer: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
});
export type StaffBuyRequest = z.infer<typeof staffBuyRequestSchema>;

export const buyRequestAnswerSchema = z.object({ data: buyRequestSchema });
export const buyRequestListSchema = z.object({ data: z.array(buyRequestSchema) });
export const staffBuyRequestAnswerSchema = z.object({ data: staffBuyRequestSchema });
export const staffBuyRequestListSchema = z.object({ data: z.array(staffBuyRequestSchema) });
export const resolveLinkAnswerSchema = z.object({
  data: z.object({
    /** Where the link leads on the site (a product page or the request form). */
    path: z.string(),
    /** Whether an item was read (else the path is the request form with the link alone). */
    resolved: z.boolean(),
  }),
});
