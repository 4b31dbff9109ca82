import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { UPLOAD_KEY, UploadStoreUnavailable, type UploadStorage } from './upload-storage';

/** Where the bucket is and how to reach it (the S3_* settings). */
export interface S3Settings {
  bucket: string;
  /** Absent: AWS S3 of `region`. */
  endpoint?: string | undefined;
  region: string;
  /** Absent: the SDK's default chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** The S3 settings of the configuration, or null when uploads stay on the local disk. */
export function s3SettingsOf(
  config: Pick<
    Config,
    'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
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
        // A store that does not answer must not hold a shopper's upload (or a picture) for minutes.
        requestHandler: { connectionTimeout: 5000, requestTimeout: 15_000 },
        maxAttempts: 3,
      }),
    })));
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, contentType) {
      if (!UPLOAD_KEY.test(key)) throw new Error('bad upload key');
      const { sdk, client } = await open();
      // Written once (a stored receipt can never be swapped). `If-None-Match: *` makes the write
      // itself conditional on AWS S3, R2 and MinIO; stores that ignore it (s3rver, which the tests
      // use, older MinIO) are still covered by the HeadObject just before. Keys are 128 random
      // bits, so the gap between the two never matters in practice.
      const exists = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })).then(
        () => true,
        (err: unknown) => {
          if (isMissing(sdk, err)) return false;
          throw err;
        },
      );
      if (exists) throw new Error('upload key already stored');
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
        );
      } catch (err) {
        if (isTaken(sdk, err)) throw new Error('upload key already stored');
        throw err;
      }
      return `${publicPrefix}/${key}`;
    },
    async get(key) {
      if (!UPLOAD_KEY.test(key)) return null;
      const { sdk, client } = await open();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(sdk, err)) return null;
        // Unreachable, refusing or failing bucket: the route answers 503, not a logged 500.
        throw new UploadStoreUnavailable(err);
      }
    },
  };
}
