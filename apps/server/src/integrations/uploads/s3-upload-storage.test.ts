import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper } from '../../modules/checkout/commerce-fixtures';
import { uploadReceipt } from '../../modules/uploads/upload-fixtures';
import { tempDataDir } from '../../test/temp-data-dir';
import { createS3UploadStorage, s3SettingsOf } from './s3-upload-storage';
import { UploadStoreUnavailable, type UploadStorage } from './upload-storage';

const KEY = 'upload/0123456789abcdef0123456789abcdef.webp';

describe('S3-compatible upload storage (against s3rver)', () => {
  let s3: TestS3;
  let storage: UploadStorage;
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = createS3UploadStorage(s3SettingsOf(loadConfig(s3.env))!);
  });
  afterAll(() => s3?.close());

  it('stores bytes under a key and answers the same relative URL as the local disk', async () => {
    expect(await storage.put(KEY, Buffer.from('first'), 'image/webp')).toBe(`/uploads/${KEY}`);
    expect((await storage.get(KEY))?.toString()).toBe('first');
  });

  it('writes a key once: a second put of the same key fails and the first bytes stay', async () => {
    await expect(storage.put(KEY, Buffer.from('second'), 'image/webp')).rejects.toThrow(/already stored/);
    expect((await storage.get(KEY))?.toString()).toBe('first');
  });

  it('answers null for a key never stored, and never asks the store about a key we would not make', async () => {
    expect(await storage.get('upload/ffffffffffffffffffffffffffffffff.webp')).toBeNull();
    expect(await storage.get('../secrets.txt')).toBeNull();
    await expect(storage.put('upload/../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/bad upload key/);
  });

  it('throws UploadStoreUnavailable (not null) when the store does not answer', async () => {
    const closed = createS3UploadStorage({ ...s3SettingsOf(loadConfig(s3.env))!, endpoint: 'http://127.0.0.1:1' });
    await expect(closed.get(KEY)).rejects.toBeInstanceOf(UploadStoreUnavailable);
  });

  it('fails loudly when the bucket is wrong (never a silent fallback to the disk)', async () => {
    const wrong = createS3UploadStorage({ ...s3SettingsOf(loadConfig(s3.env))!, bucket: 'no-such-bucket' });
    await expect(
      wrong.put('upload/00000000000000000000000000000000.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
  });
});

describe.each(TEST_DB_KINDS)('uploads in S3 through the app (%s)', (kind) => {
  let s3: TestS3;
  let onS3: TestApp;
  let onDisk: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = tempDataDir('s3').DATA_DIR;
    onS3 = await createTestApp(kind, { DATA_DIR: dataDir, ...s3.env });
    onDisk = await createTestApp(kind, tempDataDir('disk'));
  });
  afterAll(async () => {
    await onS3?.close();
    await onDisk?.close();
    await s3?.close();
  });

  it("keeps an upload in the bucket, not on this machine, and serves it with the local store's headers", async () => {
    const url = await uploadReceipt(onS3, await makeShopper(onS3, '+85510000311'));
    const key = new URL(url).pathname.replace(/^\/uploads\//, '');
    expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(false);
    // The bucket itself has it: another replica with the same settings reads it.
    expect((await createS3UploadStorage(s3SettingsOf(loadConfig(s3.env))!).get(key))?.subarray(0, 4).toString()).toBe(
      'RIFF',
    );

    const fromS3 = await onS3.app.request(`/uploads/${key}`);
    expect(fromS3.status).toBe(200);
    expect(new Uint8Array(await fromS3.arrayBuffer()).subarray(8, 12)).toEqual(new TextEncoder().encode('WEBP'));

    const diskUrl = await uploadReceipt(onDisk, await makeShopper(onDisk, '+85510000312'));
    const fromDisk = await onDisk.app.request(new URL(diskUrl).pathname);
    expect(fromDisk.status).toBe(200);
    await fromDisk.body?.cancel();
    const safety = [
      'content-type',
      'cache-control',
      'x-content-type-options',
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
    ];
    const pick = (res: Response) => Object.fromEntries(safety.map((name) => [name, res.headers.get(name)]));
    expect(pick(fromS3)).toEqual(pick(fromDisk));
    expect(fromS3.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromS3.headers.get('content-type')).toBe('image/webp');

    expect((await onS3.app.request('/uploads/upload/ffffffffffffffffffffffffffffffff.webp')).status).toBe(404);
  });

  it('resizes an upload kept in the bucket through the image proxy (/api/img)', async () => {
    const url = await uploadReceipt(onS3, await makeShopper(onS3, '+85510000313'), { seed: 4 });
    const resized = await onS3.app.request(`/api/img?url=${encodeURIComponent(new URL(url).pathname)}&w=160`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect(
      (
        await onS3.app.request(
          `/api/img?url=${encodeURIComponent('/uploads/upload/ffffffffffffffffffffffffffffffff.webp')}&w=160`,
        )
      ).status,
    ).toBe(404);
  });
});

describe.each(TEST_DB_KINDS)('upload store outage while serving /uploads (%s)', (kind) => {
  let s3: TestS3 | undefined;
  let key: string;
  // Registered before useTestApp's hooks: the bucket is up when the app is built.
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());
  const t = useTestApp(
    kind,
    async (t) => {
      key = new URL(await uploadReceipt(t, await makeShopper(t, '+85510000314'))).pathname;
    },
    { env: () => ({ ...tempDataDir('s3-outage'), ...s3!.env }) },
  );

  it('answers 503 upload.store_unavailable with Retry-After when the bucket stops answering, not a 500', async () => {
    expect((await t.app.request(key)).status).toBe(200);
    await s3!.close();
    s3 = undefined;
    const res = await t.app.request(key);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      code: 'upload.store_unavailable',
      message: 'The picture store is not available right now, please try again shortly',
    });
  });
});
