import { z } from 'zod';
import { PRODUCT_NAME, VENDOR_CODE } from '@fardin/core/shop-identity';
import { DB_POOL_SIZE, DB_TIMEOUTS } from '@fardin/db/db-timeouts';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Every environment variable the server reads, with its default. README lists the same table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // A folder for the database and uploads; `memory:` once became a committed folder (issue 30).
  DATA_DIR: z
    .string()
    .min(1)
    .refine((dir) => !/^memory:/.test(dir), 'is a folder (database and uploads); use a temporary folder, not "memory:"')
    .default('./data'),
  // PostgreSQL bounds (decision 0034): pool size, statement and idle-in-transaction timeouts, and
  // how long a request waits for a connection before answering 503.
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DB_POOL_SIZE),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DB_TIMEOUTS.statementMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DB_TIMEOUTS.idleInTransactionMs),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DB_TIMEOUTS.connectMs),
  /**
   * Requests of one client (an account, else an address) running at once; more wait in line (at
   * most CLIENT_MAX_QUEUED, then 429) for at most CLIENT_QUEUE_TIMEOUT_MS (then 503): no client
   * holds more than this many of the database's connections (decision 0034).
   */
  CLIENT_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100).default(4),
  CLIENT_MAX_QUEUED: z.coerce.number().int().min(0).max(10_000).default(500),
  CLIENT_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** Unset: demo users outside production only. '1' always, '0' never. */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * The shop's canonical origin: every absolute URL of a page (canonical, og:url, JSON-LD, share
   * link, sitemap, robots) and, for an unknown Host, of the API's pictures. Default
   * `http://localhost:<PORT>`. Never taken from the request (issue 24 item 4).
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * Other origins the same server is reached at (comma-separated, e.g. a LAN address for the phone
   * app): a request whose Host names one gets the API's pictures on it; any other Host gets PUBLIC_URL.
   */
  PUBLIC_ORIGINS: z.string().default(''),
  SITE_NAME: z.string().min(1).default(PRODUCT_NAME),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VENDOR_CODE: z.string().min(1).default(VENDOR_CODE),
  MAP_TILE_URL: z.string().min(1).default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  APP_STORE_URL: z.url().optional(),
  PLAY_STORE_URL: z.url().optional(),
  ASSISTANT_API_URL: z.url().optional(),
  ASSISTANT_API_KEY: z.string().optional(),
  ASSISTANT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  IMAGE_PROXY_HOSTS: z
    .string()
    .default('alicdn.com,m.media-amazon.com,ebayimg.com,lazcdn.com,susercontent.com,coupangcdn.com'),
  IMAGE_PROXY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  IMAGE_PROXY_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  // Accounts: SMS gateway (absent: the dev outbox in the database), Pelias reverse geocoding
  // (absent: the bundled gazetteer), dev tools (SMS outbox API) outside development when E2E=1.
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().min(1).default('Fardin'),
  /**
   * The gateway's shape (decision 0040): `generic` POSTs {to, from, text} with a Bearer token;
   * `plasgate` POSTs to <URL>/rest/send?private_key=<SMS_GATEWAY_TOKEN> with `X-Secret:
   * <SMS_GATEWAY_SECRET>`; `mekongsms` GETs <URL>/api/sendsms.aspx with SMS_GATEWAY_USERNAME and
   * the MD5 of SMS_GATEWAY_TOKEN.
   */
  SMS_GATEWAY_KIND: z.enum(['generic', 'plasgate', 'mekongsms']).default('generic'),
  SMS_GATEWAY_SECRET: z.string().optional(),
  SMS_GATEWAY_USERNAME: z.string().optional(),
  // Telegram (decision 0040): absent TELEGRAM_API_URL, the embedded fake Bot API (messages kept in
  // the database, the back office's Telegram outbox). TELEGRAM_API_URL is the Bot API's root
  // (https://api.telegram.org, or a local Bot API server).
  TELEGRAM_API_URL: z.url().optional(),
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  /** The bot's @name for deep links; absent: asked of the Bot API (getMe) once. */
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{5,32}$/, 'is the bot username without @')
    .optional(),
  /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token; absent: a random one per process. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,256}$/, 'is 1-256 of A-Z a-z 0-9 _ -')
    .optional(),
  /** The staff group (new orders, transfers and top-ups to verify, overdue problems). */
  TELEGRAM_STAFF_CHAT_ID: z.coerce.number().int().optional(),
  PELIAS_URL: z.url().optional(),
  E2E: bool,
  /**
   * How many reverse proxies in front of this server append to X-Forwarded-For (a load balancer =
   * 1). 0, the default: the socket's address is the client and X-Forwarded-For is ignored, so no
   * client can choose the address its attempts are counted under (decision 0013).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * PEM certificate chain and private key files. Both set: the server terminates TLS itself and
   * speaks HTTP/2 (HTTP/1.1 too, for old clients). Unset, the default: plain HTTP/1.1 (behind a
   * reverse proxy that terminates TLS, docs/deployment.md).
   */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  // Uploads: S3-compatible object storage (AWS S3, Cloudflare R2, MinIO) when S3_BUCKET is set,
  // shared by every replica; absent: the local disk under DATA_DIR/uploads (decision 0026).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  /** Absent: AWS S3 itself. R2: https://<account>.r2.cloudflarestorage.com; MinIO: its URL. */
  S3_ENDPOINT: z.url().optional(),
  /** R2 takes `auto`; MinIO accepts any region. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the SDK's own chain (an instance role on AWS, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted stores). */
  S3_FORCE_PATH_STYLE: bool,
  // Catalogue: the marketplace aggregator (absent: the local catalogue) and translation
  // (absent: the offline glossary).
  MARKETPLACE_API_URL: z.url().optional(),
  MARKETPLACE_API_KEY: z.string().default(''),
  MARKETPLACE_API_SECRET: z.string().default(''),
  MARKETPLACE_API_FAMILY: z.enum(['query', 'path']).default('query'),
  /** One try of an aggregator call; MARKETPLACE_DEADLINE_MS bounds all tries together (decision 0035). */
  MARKETPLACE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  MARKETPLACE_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(9000),
  /** The most bytes read of one aggregator answer (other services: fixed caps, decision 0035). */
  MARKETPLACE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 * 1024),
  /** S3: connecting, and one whole S3 operation (decision 0035). */
  S3_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  S3_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  TRANSLATE_API_KIND: z.enum(['libretranslate', 'google']).optional(),
  TRANSLATE_API_URL: z.url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  // Notifications (decision 0039): the delivery worker's poll (a committed outbox row also wakes it
  // at once through LISTEN/NOTIFY on PostgreSQL), its tries per channel before falling back, and the
  // web push contact (VAPID keys are generated at first start and kept in the database).
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  NOTIFY_DELIVERY: z.enum(['on', 'off']).default('on'),
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must be a mailto: or https: URL')
    .optional(),
  // Commerce: KHQR payments through the embedded sandbox (default) or the Bakong Open API.
  PAYMENT_GATEWAY: z.enum(['sandbox', 'bakong']).default('sandbox'),
  BAKONG_API_URL: z.url().default('https://api-bakong.nbc.gov.kh'),
  BAKONG_TOKEN: z.string().optional(),
  BAKONG_ACCOUNT_ID: z
    .string()
    .regex(/^[^@\s]+@[^@\s]+$/, 'must look like name@bank')
    .default('fardin@devb'),
  KHQR_MERCHANT_NAME: z.string().min(1).max(25).default(PRODUCT_NAME),
  KHQR_MERCHANT_CITY: z.string().min(1).max(15).default('Phnom Penh'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'PUBLIC_ORIGINS'> & {
  /** An origin (`scheme://host[:port]`, no trailing slash). */
  PUBLIC_URL: string;
  /** PUBLIC_URL and then the PUBLIC_ORIGINS, each an origin. */
  publicOrigins: string[];
  dataDir: string;
  seedDemo: boolean;
};

/** `value` as an origin, or a ConfigError naming `name`. */
function originOf(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`Invalid environment variable ${name}: ${value} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`Invalid environment variable ${name}: ${value} is not an http(s) URL`);
  return url.origin;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const value = parsed.data;
  if ((value.TLS_CERT_FILE === undefined) !== (value.TLS_KEY_FILE === undefined)) {
    throw new ConfigError(
      `Invalid environment variable ${value.TLS_CERT_FILE === undefined ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'}: TLS_CERT_FILE and TLS_KEY_FILE are set together`,
    );
  }
  if ((value.S3_ACCESS_KEY_ID === undefined) !== (value.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      `Invalid environment variable ${value.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together`,
    );
  }
  // S3 settings without a bucket would silently keep uploads on this machine's disk.
  if (value.S3_BUCKET === undefined && (value.S3_ENDPOINT !== undefined || value.S3_ACCESS_KEY_ID !== undefined)) {
    throw new ConfigError(
      'Invalid environment variable S3_BUCKET: set it to store uploads in S3 (S3_ENDPOINT or S3 keys are set)',
    );
  }
  // A real Bot API needs the bot's token and the webhook's secret (else anyone could post updates).
  if (value.TELEGRAM_API_URL !== undefined) {
    const missing =
      value.TELEGRAM_BOT_TOKEN === undefined
        ? 'TELEGRAM_BOT_TOKEN'
        : value.TELEGRAM_WEBHOOK_SECRET === undefined
          ? 'TELEGRAM_WEBHOOK_SECRET'
          : null;
    if (missing) throw new ConfigError(`Invalid environment variable ${missing}: set it with TELEGRAM_API_URL`);
  }
  // The demo shopper and admin exist only outside production, unless SEED_DEMO=1 asks for them.
  const seedDemo =
    value.SEED_DEMO === undefined
      ? value.NODE_ENV !== 'production'
      : value.SEED_DEMO === '1' || value.SEED_DEMO === 'true';
  const publicUrl = originOf('PUBLIC_URL', value.PUBLIC_URL ?? `http://localhost:${value.PORT}`);
  const others = value.PUBLIC_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => originOf('PUBLIC_ORIGINS', o));
  return {
    ...value,
    PUBLIC_URL: publicUrl,
    publicOrigins: [...new Set([publicUrl, ...others])],
    dataDir: value.DATA_DIR,
    seedDemo,
  };
}
