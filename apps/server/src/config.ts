import { z } from 'zod';
import { PRODUCT_NAME } from '@fardin/core/constants';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Every environment variable the server reads, with its default. README lists the same table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: bool,
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).default(PRODUCT_NAME),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VENDOR_CODE: z.string().min(1).default('anakut_buy'),
  MAP_TILE_URL: z.string().min(1).default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; seedDemo: boolean };

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
  // The demo shopper and admin exist only outside production, unless SEED_DEMO=1 asks for them.
  const seedDemo = value.NODE_ENV !== 'production' || value.SEED_DEMO;
  return { ...value, dataDir: value.DATA_DIR, seedDemo };
}
