import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startHostileServer, timed, type HostileServer } from '../../test/hostile-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeShopper } from '../../modules/checkout/commerce-fixtures';
import { receiptPng } from '../../modules/uploads/upload-fixtures';
import { tempDataDir } from '../../test/temp-data-dir';
import { createS3UploadStorage, s3SettingsOf } from './s3-upload-storage';
import { UploadStoreUnavailable } from './upload-storage';

/**
 * Issue 24 item 6: an S3 endpoint that never answers, or refuses, ends uploads and /uploads/* with
 * 503 `upload.store_unavailable` within the configured S3 deadline (here 400 ms), never a hang and
 * never `db.unavailable` (decision 0035).
 */
const KEY = 'upload/0123456789abcdef0123456789abcdef.webp';
const DEADLINE_MS = 400;

function s3Env(server: HostileServer): Record<string, string> {
  return {
    S3_BUCKET: 'fardin-uploads',
    S3_ENDPOINT: server.url,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'x',
    S3_SECRET_ACCESS_KEY: 'y',
    S3_FORCE_PATH_STYLE: '1',
    S3_CONNECT_TIMEOUT_MS: '200',
    S3_TIMEOUT_MS: String(DEADLINE_MS),
  };
}

// `slow`: headers at once, then a byte every 200 ms (a HEAD it answers says the key exists, so
// only reads are asked of it).
describe.each([
  ['silent', true],
  ['refuse', true],
  ['slow', false],
] as const)('an S3 endpoint that is %s', (mode, writes) => {
  let server: HostileServer;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await startHostileServer(mode);
    t = await createTestApp('pglite', { ...tempDataDir(`s3-${mode}`), ...s3Env(server) });
    token = await makeShopper(t, '+85510000391');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('ends a read and a write of the store with UploadStoreUnavailable at the deadline', async () => {
    const storage = createS3UploadStorage(s3SettingsOf(loadConfig(s3Env(server)))!);
    // The SDK is loaded on first use: not counted.
    await storage.get(KEY).catch(() => undefined);
    const calls: (() => Promise<unknown>)[] = [() => storage.get(KEY)];
    if (writes) calls.push(() => storage.put(KEY, Buffer.from('x'), 'image/webp'));
    for (const call of calls) {
      const { ms, error } = await timed(call);
      expect(error).toBeInstanceOf(UploadStoreUnavailable);
      expect(ms).toBeLessThan(DEADLINE_MS + 1500);
    }
  });

  it('answers GET /uploads/* and POST /api/upload with 503 upload.store_unavailable, in time', async () => {
    const read = await timed(async () => t.app.request(`/uploads/${KEY}`));
    expect(read.value?.status).toBe(503);
    expect(read.value?.headers.get('retry-after')).toBe('5');
    expect(await read.value?.json()).toMatchObject({ code: 'upload.store_unavailable' });
    expect(read.ms).toBeLessThan(DEADLINE_MS + 1500);
    if (!writes) return;

    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await receiptPng(1))], { type: 'image/png' }), 'r.png');
    const write = await timed(async () =>
      t.app.request('/api/upload', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(write.value?.status).toBe(503);
    expect(await write.value?.json()).toMatchObject({ code: 'upload.store_unavailable' });
    expect(write.ms).toBeLessThan(DEADLINE_MS + 3000);
  });
});
