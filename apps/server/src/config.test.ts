import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });
  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
  it('refuses DATA_DIR=memory:, which would become a folder of that name', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory:' })).toThrow(/^Invalid environment variable DATA_DIR: /);
    expect(() => loadConfig({ DATA_DIR: 'memory://' })).toThrow(/DATA_DIR/);
    expect(loadConfig({ DATA_DIR: '/tmp/fardin' }).dataDir).toBe('/tmp/fardin');
  });
  it('never seeds demo users in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
  it('trusts no proxy unless TRUST_PROXY names how many hops', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
  it('serves plain HTTP unless both TLS files are given, and names the missing one', () => {
    expect(loadConfig({}).TLS_CERT_FILE).toBeUndefined();
    expect(loadConfig({ TLS_CERT_FILE: '/c.pem', TLS_KEY_FILE: '/k.pem' })).toMatchObject({
      TLS_CERT_FILE: '/c.pem',
      TLS_KEY_FILE: '/k.pem',
    });
    expect(() => loadConfig({ TLS_CERT_FILE: '/c.pem' })).toThrow(/^Invalid environment variable TLS_KEY_FILE: /);
    expect(() => loadConfig({ TLS_KEY_FILE: '/k.pem' })).toThrow(/^Invalid environment variable TLS_CERT_FILE: /);
  });
  it('keeps uploads on the local disk unless S3_BUCKET is set, and refuses half an S3 setting', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'fardin-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toMatchObject({ S3_BUCKET: 'fardin-uploads', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({ S3_BUCKET: 'fardin-uploads' })).toMatchObject({ S3_FORCE_PATH_STYLE: false });
    expect(loadConfig({ S3_BUCKET: 'fardin-uploads' }).S3_ACCESS_KEY_ID).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/^Invalid environment variable S3_BUCKET: /);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Invalid environment variable S3_BUCKET: /,
    );
    expect(() => loadConfig({ S3_BUCKET: 'fardin-uploads', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /^Invalid environment variable S3_SECRET_ACCESS_KEY: /,
    );
  });
});
