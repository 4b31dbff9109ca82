import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@fardin/core/request-size-limits';
import { HttpError } from '../../http/errors';

/**
 * Where uploaded images live. The local-disk default writes under DATA_DIR/uploads; the
 * S3-compatible adapter (`s3-upload-storage.ts`, shared by replicas) implements the same two
 * calls. Either way the app serves them at /uploads/... with the same headers (uploads-route.ts)
 * and `put` answers that relative URL (decision 0026).
 */
export interface UploadStorage {
  /**
   * Stores bytes under a new key like `profile/ab12.webp`; answers the public URL. A key is written
   * once: putting an existing key fails, so a stored receipt can never be swapped.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /**
   * Bytes of a stored key, or null when the store has no such key (used by the /uploads route).
   * A store that cannot answer (disk error, bucket unreachable) throws `UploadStoreUnavailable`.
   */
  get(key: string): Promise<Buffer | null>;
}

/** Seconds a client should wait before asking the upload store again. */
const UPLOAD_STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The store itself failed (not a missing key): unreachable, refusing, too slow (decision 0035).
 * Any route that meets it answers 503 `upload.store_unavailable` with Retry-After, never a 500 and
 * never `db.unavailable` (a refused connection to S3 looks like a refused database to the error
 * handler otherwise).
 */
export class UploadStoreUnavailable extends HttpError {
  readonly reason: string;
  constructor(cause: unknown) {
    super(503, 'upload.store_unavailable', {
      headers: { 'Retry-After': String(UPLOAD_STORE_RETRY_AFTER_SECONDS) },
    });
    this.cause = cause;
    this.reason = `upload store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`;
  }
}

/** File-system answers that mean "no such stored key" rather than "the disk failed". */
const MISSING_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export type ImageKind = 'jpeg' | 'png' | 'webp';

export class UploadError extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason);
  }
}

/** The real type of an image by its first bytes (never the file name or the client's type). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Every key we make (`storeImage`); anything else is refused before touching the store. */
export const UPLOAD_KEY = /^[a-z]+\/[a-f0-9]{32}\.webp$/;

/** An image as stored: its public URL and the bytes kept (re-encoded). */
export interface StoredImage {
  url: string;
  bytes: Buffer;
}

/** Checks, re-encodes (drops metadata, caps size) and stores an image under a new random key. */
export async function storeImage(
  storage: UploadStorage,
  folder: 'profile' | 'upload',
  bytes: Buffer,
): Promise<StoredImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError('size');
  if (!sniffImage(bytes)) throw new UploadError('type');
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new UploadError('type');
  }
  const url = await storage.put(`${folder}/${randomBytes(16).toString('hex')}.webp`, encoded, 'image/webp');
  return { url, bytes: encoded };
}

export function createLocalUploadStorage(dir: string, publicPrefix = '/uploads'): UploadStorage {
  return {
    async put(key, bytes) {
      if (!UPLOAD_KEY.test(key)) throw new Error('bad upload key');
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: never replace a stored file (keys are random; a clash fails instead of overwriting).
      await writeFile(file, bytes, { flag: 'wx' });
      return `${publicPrefix}/${key}`;
    },
    async get(key) {
      if (!UPLOAD_KEY.test(key)) return null;
      try {
        return await readFile(path.join(dir, key));
      } catch (err) {
        if (MISSING_FILE.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw new UploadStoreUnavailable(err);
      }
    },
  };
}
