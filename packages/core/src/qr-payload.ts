import { DEFAULT_COUNTRY, parseProductLink, type ProductTarget } from './product-link';

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
const MAX_QR_ITEM_ID_LENGTH = 64;

/** A usable item id: a non-empty token without spaces or URL syntax, or a non-negative integer. */
function itemIdOf(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  }
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id.length > 0 && id.length <= MAX_QR_ITEM_ID_LENGTH && /^[^\s/?#\\]+$/.test(id) ? id : null;
}

/** Reads the JSON form; null when a field is missing or malformed. (No zod: this runs in the browser.) */
function readJsonPayload(value: unknown): { storeId: string; itemId: string; country: string } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const storeId = typeof record.store_id === 'number' ? String(record.store_id) : record.store_id;
  if (typeof storeId !== 'string') return null;
  const itemId = itemIdOf(record.item_id);
  if (itemId === null) return null;
  const code = record.countryCode;
  if (code !== undefined && code !== null && typeof code !== 'string') return null;
  const country = typeof code === 'string' ? code.trim() : '';
  if (country.length > 8) return null;
  return { storeId, itemId, country: country || DEFAULT_COUNTRY };
}

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
    const payload = readJsonPayload(parseJson(trimmed));
    if (payload) return { store: storeFromQrStoreId(payload.storeId), id: payload.itemId, country: payload.country };
  }
  return parseProductLink(trimmed);
}
