import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { HttpError, notFound } from '../../http/errors';
import { deadlineSignal, drop, hostAllowed, OutsideCallError, readAnswer, sendWithin } from '../../lib/outside-call';

export type ImageSource =
  | { kind: 'remote'; url: URL }
  | { kind: 'local'; file: string; urlPath: string }
  /** An SVG drawn by the server itself (the demo catalogue's product pictures). */
  | { kind: 'generated'; svg: string; urlPath: string }
  /** An upload in the configured store (the S3 bucket), read through it rather than from a folder. */
  | { kind: 'stored'; key: string; urlPath: string };

/** Reads stored uploads by key (an `UploadStorage`). */
interface StoredRoot {
  prefix: string;
  get(key: string): Promise<Buffer | null>;
}

/** A URL prefix whose files the server draws (`/api/demo-image/{name}`); `render` is null for an unknown name. */
interface GeneratedRoot {
  prefix: string;
  render(name: string): string | null;
}

export interface SourceOptions {
  /** Allowed remote hosts; a host also allows its subdomains. */
  hosts: string[];
  /**
   * Origins of this server (`PUBLIC_URL`): absolute URLs on them are read as local paths, since
   * product answers carry absolute image URLs (`https://shop/api/demo-image/...`, `/uploads/...`).
   */
  ownOrigins: string[];
  /** Local roots: a URL prefix (`/uploads/`) served from a folder; the longest prefix wins. */
  localRoots: { prefix: string; dir: string }[];
  /** Generated images, checked before the local roots. */
  generated: GeneratedRoot[];
  /** Uploads kept outside this machine (S3): checked before the local roots. */
  stored?: StoredRoot | undefined;
  timeoutMs: number;
  maxBytes: number;
}

const MAX_REDIRECTS = 3;

function remoteUrl(raw: string, hosts: string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(400, 'image.url_invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new HttpError(400, 'image.url_scheme');
  if (url.username || url.password) throw new HttpError(400, 'image.url_credentials');
  if (!hostAllowed(url.hostname, hosts))
    throw new HttpError(403, 'image.host_not_allowed', { params: { host: url.hostname } });
  url.hash = '';
  return url;
}

function ownPath(raw: string, ownOrigins: string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return null;
  }
  return ownOrigins.includes(url.origin) && !url.username && !url.password ? url.pathname : null;
}

/**
 * Parses `url`: an allowlisted absolute URL, or a local path (also as an absolute URL on one of
 * our own origins) inside a generated root or one of the local roots.
 */
export function parseSource(raw: string, options: SourceOptions): ImageSource {
  if (!raw.startsWith('/') || raw.startsWith('//')) {
    const own = ownPath(raw, options.ownOrigins);
    if (own === null)
      return { kind: 'remote', url: remoteUrl(raw.startsWith('//') ? `https:${raw}` : raw, options.hosts) };
    raw = own;
  }
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(raw.split(/[?#]/)[0]!);
  } catch {
    throw new HttpError(400, 'image.path_invalid');
  }
  if (urlPath.includes('\0') || urlPath.includes('\\') || urlPath.split('/').includes('..')) {
    throw new HttpError(400, 'image.path_invalid');
  }
  const generated = options.generated.find((g) => urlPath.startsWith(g.prefix));
  if (generated) {
    const svg = generated.render(urlPath.slice(generated.prefix.length));
    if (svg === null) throw notFound('image.not_found');
    return { kind: 'generated', svg, urlPath };
  }
  if (options.stored && urlPath.startsWith(options.stored.prefix))
    return { kind: 'stored', key: urlPath.slice(options.stored.prefix.length), urlPath };
  const root = [...options.localRoots]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((r) => urlPath.startsWith(r.prefix));
  if (!root) throw notFound('image.not_found');
  const file = path.resolve(root.dir, `.${path.posix.normalize(urlPath.slice(root.prefix.length - 1))}`);
  if (!file.startsWith(path.resolve(root.dir) + path.sep)) throw new HttpError(400, 'image.path_invalid');
  return { kind: 'local', file, urlPath };
}

/** A cache-key fragment that changes when a local file changes (remote images are immutable). */
export async function sourceVersion(source: ImageSource): Promise<string> {
  if (source.kind === 'remote') return source.url.href;
  if (source.kind === 'generated') return `${source.urlPath}|${createHash('sha256').update(source.svg).digest('hex')}`;
  // An upload key is written once (upload-storage.ts): its path names its bytes.
  if (source.kind === 'stored') return source.urlPath;
  const info = await stat(source.file).catch(() => null);
  if (!info?.isFile()) throw notFound('image.not_found');
  return `${source.urlPath}|${info.size}|${info.mtimeMs}`;
}

/** An outside call's failure as the image proxy's answer. */
function imageError(err: OutsideCallError): HttpError {
  if (err.kind === 'too_large') return new HttpError(413, 'image.too_large');
  if (err.kind === 'timeout') return new HttpError(502, 'image.host_timeout');
  return new HttpError(502, 'image.host_unreachable');
}

/** A remote original under the outside-call rules (lib/outside-call.ts): one deadline for every hop and the body. */
async function fetchRemote(start: URL, options: SourceOptions): Promise<{ bytes: Buffer; type: string }> {
  const signal = deadlineSignal(options.timeoutMs);
  const rules = { service: 'image', hosts: options.hosts };
  let url = start;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const res = await sendWithin(
        url,
        { redirect: 'manual', headers: { Accept: 'image/avif,image/webp,image/*;q=0.8' } },
        signal,
        rules,
      );
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        drop(res);
        url = remoteUrl(new URL(location, url).href, options.hosts);
        continue;
      }
      if (res.status === 404 || res.status === 410) {
        drop(res);
        throw notFound('image.not_found');
      }
      if (!res.ok || !res.body) {
        drop(res);
        throw new HttpError(502, 'image.host_error', { params: { status: res.status } });
      }
      return {
        bytes: await readAnswer(res, options.maxBytes, signal, rules.service),
        type: res.headers.get('content-type') ?? '',
      };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof OutsideCallError) throw imageError(err);
    throw new HttpError(502, signal.aborted ? 'image.host_timeout' : 'image.host_unreachable');
  }
  throw new HttpError(502, 'image.too_many_redirects');
}

async function readLocal(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) throw notFound('image.not_found');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new HttpError(413, 'image.too_large');
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** The original bytes of an image and whether it is SVG. */
export async function loadSource(
  source: ImageSource,
  options: SourceOptions,
): Promise<{ bytes: Buffer; svg: boolean }> {
  if (source.kind === 'generated') return { bytes: Buffer.from(source.svg), svg: true };
  if (source.kind === 'stored') {
    const bytes = await options.stored?.get(source.key);
    if (!bytes) throw notFound('image.not_found');
    if (bytes.length > options.maxBytes) throw new HttpError(413, 'image.too_large');
    return { bytes, svg: false };
  }
  if (source.kind === 'local') {
    const bytes = await readLocal(source.file, options.maxBytes);
    return { bytes, svg: source.file.toLowerCase().endsWith('.svg') };
  }
  const { bytes, type } = await fetchRemote(source.url, options);
  const svg =
    type.includes('svg') || (/\.svg$/i.test(source.url.pathname) && bytes.subarray(0, 256).toString().includes('<svg'));
  return { bytes, svg };
}
