import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { UPLOAD_KEY, UploadStoreUnavailable, type UploadStorage } from './upload-storage';
import { beforeDeadline, deadlineSignal, readCapped } from '../../lib/outside-call';

/** Where the bucket is and how to reach it (the S3_* settings). */
export interface S3Settings {
  bucket: string;
  /** Absent: AWS S3 of `region`. */
  endpoint?: string | undefined;
  region: string;
  /** Absent: the SDK's default chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Connecting to the store (decision 0035). */
  connectTimeoutMs: number;
  /** One whole operation: the SDK's tries and reading the object (decision 0035). */
  timeoutMs: number;
}

/** Stored uploads are re-encoded WebP of at most 1600 px a side: far below this. */
const S3_MAX_OBJECT_BYTES = 16 * 1024 * 1024;

/** The S3 settings of the configuration, or null when uploads stay on the local disk. */
export function s3SettingsOf(
  config: Pick<
    Config,
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_CONNECT_TIMEOUT_MS'
    | 'S3_TIMEOUT_MS'
  >,
): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    connectTimeoutMs: config.S3_CONNECT_TIMEOUT_MS,
    timeoutMs: config.S3_TIMEOUT_MS,
  };
}

type Sdk = typeof S3Sdk;

/** The HTTP status of an answer of the store (undefined for a network failure or another error). */
function statusOf(sdk: Sdk, err: unknown): number | undefined {
  return err instanceof sdk.S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

/** The store answered that the object is not there (GetObject: NoSuchKey; HeadObject: a bare 404). */
function isMissing(sdk: Sdk, err: unknown): boolean {
  return (
    err instanceof sdk.S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || statusOf(sdk, err) === 404)
  );
}

/** A conditional write refused because the key exists (`If-None-Match: *`). */
function isTaken(sdk: Sdk, err: unknown): boolean {
  return (
    err instanceof sdk.S3ServiceException &&
    (err.name === 'PreconditionFailed' || statusOf(sdk, err) === 412 || statusOf(sdk, err) === 409)
  );
}

/**
 * Uploads in an S3-compatible bucket, written for AWS S3, Cloudflare R2 and MinIO (decision 0026),
 * so every replica reads what any of them stored. The bucket stays private: the app serves the
 * bytes through its own /uploads route, with the same headers as the local disk, and `put`
 * answers the same relative URL.
 */
export function createS3UploadStorage(settings: S3Settings, publicPrefix = '/uploads'): UploadStorage {
  // The SDK takes seconds to load on a busy machine: only a server that stores uploads in S3 loads
  // it, at its first upload or picture.
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const open = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
        forcePathStyle: settings.forcePathStyle,
        // A store that does not answer must not hold a shopper's upload (or a picture) for minutes:
        // the SDK's own timeouts per try, and `operation` below bounds all tries together.
        requestHandler: { connectionTimeout: settings.connectTimeoutMs, requestTimeout: settings.timeoutMs },
        maxAttempts: 2,
      }),
    })));
  const Bucket = settings.bucket;

  /**
   * One S3 operation under one deadline (the SDK aborted through `abortSignal`, and the wait ended
   * even if it does not listen); any failure but the ones `keep` lets through becomes
   * UploadStoreUnavailable (503 `upload.store_unavailable`).
   */
  async function operation<T>(
    task: (signal: AbortSignal) => Promise<T>,
    keep: (err: unknown) => boolean = () => false,
  ): Promise<T> {
    const signal = deadlineSignal(settings.timeoutMs);
    try {
      return await beforeDeadline(task(signal), signal, 'upload store');
    } catch (err) {
      if (keep(err)) throw err;
      throw new UploadStoreUnavailable(err);
    }
  }

  return {
    async put(key, bytes, contentType) {
      if (!UPLOAD_KEY.test(key)) throw new Error('bad upload key');
      const { sdk, client } = await open();
      // Written once (a stored receipt can never be swapped). `If-None-Match: *` makes the write
      // itself conditional on AWS S3, R2 and MinIO; stores that ignore it (s3rver, which the tests
      // use, older MinIO) are still covered by the HeadObject just before. Keys are 128 random
      // bits, so the gap between the two never matters in practice.
      const taken = new Error('upload key already stored');
      await operation(
        async (abortSignal) => {
          const exists = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }), { abortSignal }).then(
            () => true,
            (err: unknown) => {
              if (isMissing(sdk, err)) return false;
              throw err;
            },
          );
          if (exists) throw taken;
          try {
            await client.send(
              new sdk.PutObjectCommand({
                Bucket,
                Key: key,
                Body: bytes,
                ContentType: contentType,
                CacheControl: 'public, max-age=31536000, immutable',
                IfNoneMatch: '*',
              }),
              { abortSignal },
            );
          } catch (err) {
            if (isTaken(sdk, err)) throw taken;
            throw err;
          }
        },
        (err) => err === taken,
      );
      return `${publicPrefix}/${key}`;
    },
    async get(key) {
      if (!UPLOAD_KEY.test(key)) return null;
      const { sdk, client } = await open();
      // Unreachable, refusing, failing or too slow bucket: 503, not a logged 500 (nor a hang).
      return operation(async (abortSignal) => {
        let object;
        try {
          object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }), { abortSignal });
        } catch (err) {
          if (isMissing(sdk, err)) return null;
          throw err;
        }
        if (!object.Body) return null;
        if ((object.ContentLength ?? 0) > S3_MAX_OBJECT_BYTES) throw new Error('stored object larger than any upload');
        return readCapped(object.Body.transformToWebStream(), S3_MAX_OBJECT_BYTES, abortSignal, 'upload store');
      });
    },
  };
}
