import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { receiptUses, uploads } from '@fardin/db/schema/uploads';
import { UPLOAD_CODE, UPLOAD_TEXT, type UploadCode } from '@fardin/core/upload-text';
import type { StoredReceipt } from '@fardin/core/contract-admin';
import { fieldError, HttpError } from '../../http/errors';

/**
 * The one home of "which images did a shopper upload here" (decision 0014). Every file stored by
 * `POST /upload` and `POST /profile/image` is recorded with its owner, size and SHA-256; receipts
 * (bank transfer, top-up) and profile pictures must name such a record of the same shopper, so
 * staff always verify a copy the shopper cannot swap (stored keys are random and written once).
 */

/** What the back office shows of a stored upload. */
interface StoredUpload {
  url: string;
  userId: number | null;
  bytes: number;
  sha256: string;
  createdAt: Date;
}

const MAX_URL_LENGTH = 2000;

/**
 * The stored form of a URL the client sends back: exactly what `/upload` answered (`/uploads/...`),
 * or the same path made absolute on one of this shop's origins (`PUBLIC_URL`, or the origin the
 * request reached, which the API's answers name: decision 0024; http or https, or `//host`), as a
 * mobile client may send it. Other hosts, queries, fragments and non-strings answer null.
 */
export function storedUploadUrl(value: unknown, ownUrls: string | readonly string[]): string | null {
  if (typeof value !== 'string') return null;
  const given = value.trim();
  if (!given || given.length > MAX_URL_LENGTH) return null;
  if (given.startsWith('/uploads/')) return given;
  for (const ownUrl of typeof ownUrls === 'string' ? [ownUrls] : ownUrls) {
    let url: URL;
    let own: URL;
    try {
      own = new URL(ownUrl);
      url = new URL(given.startsWith('//') ? `${own.protocol}${given}` : given);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.host !== own.host || url.username || url.password || url.search || url.hash) continue;
    const base = own.pathname.replace(/\/$/, '');
    if (url.pathname.startsWith(`${base}/uploads/`)) return url.pathname.slice(base.length);
  }
  return null;
}

/** The stored uploads among `urls`, by URL (the back office's receipts). */
async function storedUploads(db: Db, urls: readonly (string | null)[]): Promise<Map<string, StoredUpload>> {
  const wanted = [...new Set(urls.filter((u): u is string => !!u))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(uploads).where(inArray(uploads.url, wanted));
  return new Map(
    rows.map((r) => [
      r.url,
      { url: r.url, userId: r.userId, bytes: r.bytes, sha256: r.sha256, createdAt: r.createdAt },
    ]),
  );
}

/**
 * Each row's receipt as the shop stored it: the upload of the paying shopper with size, fingerprint
 * and time; anything else (older rows that named a remote image) answers no URL at all.
 */
async function withStoredReceipts<T extends { user_id: number; receipt_url: string | null }>(
  db: Db,
  rows: T[],
): Promise<(T & { receipt: StoredReceipt | null })[]> {
  const stored = await storedUploads(
    db,
    rows.map((r) => r.receipt_url),
  );
  const twins = await sameImageUses(db, [...stored.values()]);
  return rows.map((row) => {
    const copy = row.receipt_url ? stored.get(row.receipt_url) : undefined;
    const own = copy && copy.userId === row.user_id ? copy : null;
    return {
      ...row,
      receipt_url: own?.url ?? null,
      receipt: own
        ? {
            url: own.url,
            bytes: own.bytes,
            sha256: own.sha256,
            uploaded_at: own.createdAt.toISOString(),
            same_image_as: twins
              .filter((u) => u.sha256 === own.sha256 && u.url !== own.url)
              .map(({ kind, id }) => ({ kind, id })),
          }
        : null,
    };
  });
}

/** The receipt uses whose upload has the image (sha256) of one of `copies` under another URL. */
async function sameImageUses(db: Db, copies: readonly StoredUpload[]) {
  const hashes = [...new Set(copies.map((c) => c.sha256))];
  if (hashes.length === 0) return [];
  return db
    .select({ url: receiptUses.uploadUrl, sha256: uploads.sha256, kind: receiptUses.kind, id: receiptUses.targetId })
    .from(receiptUses)
    .innerJoin(uploads, eq(uploads.url, receiptUses.uploadUrl))
    .where(inArray(uploads.sha256, hashes));
}

/**
 * One receipt backs one payment (decision 0032): records the use of a stored upload as the receipt
 * of a top-up or a bank-transfer order, in the transaction that creates it. A second use of the
 * same upload answers 409 `receipt.already_used` (a concurrent one waits for the first to commit).
 */
export async function claimReceipt(
  tx: Db,
  use: { url: string; kind: 'topup' | 'order'; targetId: number },
): Promise<void> {
  const claimed = await tx
    .insert(receiptUses)
    .values({ uploadUrl: use.url, kind: use.kind, targetId: use.targetId })
    .onConflictDoNothing()
    .returning({ id: receiptUses.id });
  if (claimed.length === 0) throw new HttpError(409, 'receipt.already_used');
}

/** Staff approve a payment only on a receipt the payer uploaded here (decision 0014): 409 otherwise. */
export async function assertStoredReceipt(db: Db, row: { user_id: number; receipt_url: string | null }): Promise<void> {
  const [checked] = await withStoredReceipts(db, [row]);
  if (!checked?.receipt) throw new HttpError(409, 'receipt.not_stored');
}

export function createUploadService(db: Db, options: { publicUrl: string }) {
  return {
    /** The rows with their stored receipts (the back office's transfer and top-up lists). */
    withStoredReceipts: <T extends { user_id: number; receipt_url: string | null }>(rows: T[]) =>
      withStoredReceipts(db, rows),

    /** Records a stored file (its URL is new: keys are random and never reused). */
    async record(userId: number, url: string, bytes: Uint8Array): Promise<void> {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await db.insert(uploads).values({ userId, url, sha256, bytes: bytes.byteLength });
    },

    /**
     * The stored URL of `value` when it names an upload of `userId`; otherwise a 422 naming the
     * field, with a stable code (`receipt.not_your_upload` unless told).
     */
    async assertOwnedBy(
      userId: number,
      value: unknown,
      field: string,
      code: UploadCode = UPLOAD_CODE.receipt,
      requestOrigin?: string,
    ): Promise<string> {
      // The URL as stored; an object store's absolute URL is stored as it is and matches exactly.
      const local = storedUploadUrl(value, requestOrigin ? [options.publicUrl, requestOrigin] : [options.publicUrl]);
      const candidates = [
        ...new Set(
          [local, typeof value === 'string' && value.length <= MAX_URL_LENGTH ? value.trim() : null].filter(
            (u): u is string => !!u,
          ),
        ),
      ];
      const [row] = candidates.length
        ? await db
            .select({ url: uploads.url })
            .from(uploads)
            .where(and(inArray(uploads.url, candidates), eq(uploads.userId, userId)))
            .limit(1)
        : [];
      if (!row) {
        throw fieldError(code, field, { message: UPLOAD_TEXT.notYourUpload(field), params: { field } });
      }
      return row.url;
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;

/**
 * A second payment's bank-transfer receipt (a freight, a storage fee, a problem's difference) as
 * the checkout and the top-up take theirs (decision 0014): the shopper's own upload, in its stored
 * form; anything else is refused (422 on `image_url`). Other payment types pass unchanged.
 */
export async function ownTransferReceipt<
  B extends { payment_type?: string | undefined; image_url?: string | undefined },
>(uploads: Pick<UploadService, 'assertOwnedBy'>, userId: number, body: B, origin?: string): Promise<B> {
  if (body.payment_type !== 'bankTransfer' || !body.image_url) return body;
  return { ...body, image_url: await uploads.assertOwnedBy(userId, body.image_url, 'image_url', undefined, origin) };
}
