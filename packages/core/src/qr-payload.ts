import { z } from 'zod';
import { DEFAULT_COUNTRY } from './constants';
import { parseProductLink, type ProductTarget } from './product-link';

/**
 * Content of a scanned or uploaded product QR code (SPEC section 5, "QR scan"). Two forms:
 * - a JSON object `{store_id, item_id, countryCode}`: a `store_id` containing "amazon" maps to
 *   amazon, one containing "lazada" to lazada, anything else to taobao (the spec rule; the match is
 *   case-insensitive). `item_id` may be a string or a non-negative integer and must not be empty;
 *   `countryCode` defaults to CN when missing, null or empty;
 * - otherwise a product link anywhere in the text (see `parseProductLink`), which also covers a JSON
 *   object that merely carries a link.
 * Anything else is null, for which the web shows SPEC_TEXT.invalidQrTitle / invalidQrBody.
 */

/** Longest item id accepted from a QR JSON payload. */
export const MAX_QR_ITEM_ID_LENGTH = 64;

const itemIdSchema = z.union([
  z
    .string()
    .trim()
    .min(1)
    .max(MAX_QR_ITEM_ID_LENGTH)
    .regex(/^[^\s/?#\\]+$/),
  z
    .number()
    .int()
    .nonnegative()
    .max(Number.MAX_SAFE_INTEGER)
    .transform((n) => String(n)),
]);

export const qrJsonPayloadSchema = z.object({
  store_id: z.union([z.string(), z.number().transform((n) => String(n))]),
  item_id: itemIdSchema,
  countryCode: z
    .string()
    .trim()
    .max(8)
    .nullish()
    .transform((code) => (code ? code : DEFAULT_COUNTRY)),
});
export type QrJsonPayload = z.input<typeof qrJsonPayloadSchema>;

/** The spec's store rule for a QR `store_id`. */
export function storeFromQrStoreId(storeId: string): 'amazon' | 'lazada' | 'taobao' {
  const lower = storeId.toLowerCase();
  if (lower.includes('amazon')) return 'amazon';
  if (lower.includes('lazada')) return 'lazada';
  return 'taobao';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The product a QR code points to, or null. Never throws. */
export function parseQrContent(content: string): ProductTarget | null {
  if (typeof content !== 'string') return null;
  const trimmed = content.trim();
  if (trimmed.length === 0) return null;
  if (trimmed.startsWith('{')) {
    const parsed = qrJsonPayloadSchema.safeParse(parseJson(trimmed));
    if (parsed.success) {
      return { store: storeFromQrStoreId(parsed.data.store_id), id: parsed.data.item_id, country: parsed.data.countryCode };
    }
  }
  return parseProductLink(trimmed);
}
