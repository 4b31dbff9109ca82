import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { demoImageSvg } from '../../lib/demo-image';
import { loadSource, parseSource, sourceVersion, type SourceOptions } from './fetch-source';
import type { UploadStorage } from '../../integrations/uploads/upload-storage';
import { s3SettingsOf } from '../../integrations/uploads/s3-upload-storage';

/** Bumped when the encoding below changes, so old cache entries are not reused. */
const PIPELINE_VERSION = 'v2';
const WEBP_QUALITY = 74;
/** Decoding bombs: refuse inputs above ~40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

export interface ImageProxyOptions extends SourceOptions {
  cacheDir: string;
}

export interface ResolvedImage {
  etag: string;
  load(): Promise<{ body: Buffer; type: string }>;
}

/** `uploads`: the configured upload store; with S3 our /uploads/ pictures are read through it. */
export function imageProxyOptions(config: Config, uploads?: UploadStorage): ImageProxyOptions {
  const dataDir = path.resolve(config.dataDir);
  const inBucket = uploads && s3SettingsOf(config) ? uploads : undefined;
  return {
    cacheDir: path.join(dataDir, 'img-cache'),
    hosts: config.IMAGE_PROXY_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    ownOrigins: config.publicOrigins,
    // The demo catalogue's pictures stand in for marketplace photos: they take the same path
    // (rasterised, resized WebP) so the demo measures what production serves.
    generated: [{ prefix: '/api/demo-image/', render: demoImageSvg }],
    stored: inBucket ? { prefix: '/uploads/', get: (key) => inBucket.get(key) } : undefined,
    localRoots: [
      ...(inBucket ? [] : [{ prefix: '/uploads/', dir: path.join(dataDir, 'uploads') }]),
      { prefix: '/', dir: WEB_PUBLIC },
    ],
    timeoutMs: config.IMAGE_PROXY_TIMEOUT_MS,
    maxBytes: config.IMAGE_PROXY_MAX_BYTES,
  };
}

async function toWebp(bytes: Buffer, svg: boolean, width: number): Promise<Buffer> {
  try {
    let density: number | undefined;
    if (svg) {
      // Rasterise vector art at the density that gives the target width, not 72 dpi then upscaled.
      const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      density = meta.width ? Math.min(600, Math.max(36, Math.ceil((72 * width) / meta.width))) : undefined;
    }
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) })
      .rotate()
      .resize({ width, withoutEnlargement: !svg })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer();
  } catch {
    throw new HttpError(400, 'image.unsupported');
  }
}

/**
 * The resizing proxy: remote images (allowlisted hosts), local files and generated demo pictures
 * become WebP at a fixed width, cached on disk by source and width. SVG is rasterised too: remote
 * SVG so foreign markup is never served from this origin, and our own artwork (logos, store and
 * category icons, banners, blog covers) because every SVG `<img>` costs the browser a whole SVG
 * document on the main thread, where a small WebP decodes off it (decision 0066).
 */
export function createImageProxy(options: ImageProxyOptions) {
  const inFlight = new Map<string, Promise<{ body: Buffer; type: string }>>();

  async function produce(file: string, raw: ReturnType<typeof parseSource>, width: number) {
    const cached = await readFile(`${file}.webp`).catch(() => null);
    if (cached) return { body: cached, type: 'image/webp' };
    const { bytes, svg } = await loadSource(raw, options);
    const body = await toWebp(bytes, svg, width);
    const target = `${file}.webp`;
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, target);
    return { body, type: 'image/webp' };
  }

  return {
    /** Validates the source and computes its ETag without fetching anything remote. */
    /** `requestOrigin`: the origin the client reached, also ours (the API names own pictures on it, decision 0024). */
    async resolve(rawUrl: string, width: number, requestOrigin?: string): Promise<ResolvedImage> {
      const source = parseSource(
        rawUrl,
        requestOrigin ? { ...options, ownOrigins: [...options.ownOrigins, requestOrigin] } : options,
      );
      const version = await sourceVersion(source);
      const key = createHash('sha256').update(`${PIPELINE_VERSION}|${version}|${width}`).digest('hex');
      const file = path.join(options.cacheDir, key.slice(0, 2), key);
      return {
        etag: `"${key.slice(0, 32)}"`,
        load: () => {
          let pending = inFlight.get(key);
          if (!pending) {
            pending = produce(file, source, width).finally(() => inFlight.delete(key));
            inFlight.set(key, pending);
          }
          return pending;
        },
      };
    },
  };
}
