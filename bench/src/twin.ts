import { createServer, request, type Server } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, LIGHTHOUSE_PAGES, runOnce, type OneRun } from './lighthouse';
import { freePort } from './server';
import { median, reason, type Section } from './types';

/**
 * The no-JavaScript twin (issue 16): the honest lower bound of a server-rendered page is the same
 * HTML, CSS, font and images without any script. Two tiny proxies sit in front of the one store:
 * "page" passes everything through, "twin" removes every `<script>` and `<link rel=modulepreload>`
 * from HTML answers. Both recompress HTML the same way (brotli quality 5, like the server), so the
 * proxy's cost is on both sides and the ratio page / twin is what the JavaScript costs.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

function startProxy(upstream: string, port: number, strip: boolean): Promise<Server> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const accept = req.headers['accept-encoding'] ?? '';
    const headers = { ...req.headers, host: target.host };
    // HTML is read plain and recompressed below; other files keep the server's own encoding.
    if ((req.headers.accept ?? '').includes('text/html')) headers['accept-encoding'] = 'identity';
    const up = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const isHtml =
          (answer.headers['content-type'] ?? '').startsWith('text/html') && !answer.headers['content-encoding'];
        if (!isHtml) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          let bytes: Buffer = Buffer.from(strip ? stripScripts(html) : html);
          const out = { ...answer.headers };
          delete out['transfer-encoding'];
          if (/\bbr\b/.test(accept)) {
            bytes = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
            out['content-encoding'] = 'br';
          } else if (/\bgzip\b/.test(accept)) {
            bytes = gzipSync(bytes, { level: 6 });
            out['content-encoding'] = 'gzip';
          }
          out['content-length'] = String(bytes.byteLength);
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(req.method === 'HEAD' ? undefined : bytes);
        });
      },
    );
    up.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(reason(err));
    });
    req.pipe(up);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export interface TwinRow {
  page: string;
  locale: 'kh';
  runs: number;
  withJs: Pick<OneRun, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'>;
  twin: Pick<OneRun, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'>;
  fcpRatio: number;
  lcpRatio: number;
  note?: string;
}

const pick = (runs: OneRun[]) => ({
  performance: median(runs.map((r) => r.performance)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
});

/**
 * Lighthouse (default mobile config) on each Khmer page and its twin, interleaved: run i of the
 * page, then run i of its twin, for every page, `runs` times; medians per side. Only interleaved
 * figures are compared: the shared machine's load moves absolute timings by tens of percent.
 */
export async function measureTwins(
  base: string,
  options: { runs: number; cookie: string | null },
): Promise<Section<{ rows: TwinRow[] }>> {
  const [pagePort, twinPort] = [await freePort(), await freePort()];
  const proxies = [await startProxy(base, pagePort, false), await startProxy(base, twinPort, true)];
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const targets = LIGHTHOUSE_PAGES.filter((p) => !p.auth || options.cookie);
  const runs = new Map(
    targets.map((t) => [t.page, { page: [] as OneRun[], twin: [] as OneRun[], errors: [] as string[] }]),
  );
  try {
    for (let i = 0; i < options.runs; i++) {
      for (const target of targets) {
        const slot = runs.get(target.page)!;
        const cookie = target.auth ? options.cookie : null;
        for (const [side, port] of [
          ['page', pagePort],
          ['twin', twinPort],
        ] as const) {
          try {
            slot[side].push(await runOnce(`http://127.0.0.1:${port}${target.path}`, chrome.port, cookie));
          } catch (err) {
            slot.errors.push(`${side}: ${reason(err)}`);
          }
        }
        console.error(
          `[bench] twin ${target.page} run ${i + 1}: LCP ${slot.page.at(-1)?.lcpMs} vs ${slot.twin.at(-1)?.lcpMs} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
    for (const p of proxies) p.close();
  }
  const rows = targets.map((target): TwinRow => {
    const slot = runs.get(target.page)!;
    const page = pick(slot.page);
    const twin = pick(slot.twin);
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    return {
      page: target.page,
      locale: 'kh',
      runs: Math.min(slot.page.length, slot.twin.length),
      withJs: page,
      twin,
      fcpRatio: ratio(page.fcpMs, twin.fcpMs),
      lcpRatio: ratio(page.lcpMs, twin.lcpMs),
      ...(slot.errors.length ? { note: `${slot.errors.length} run(s) failed: ${slot.errors[0]}` } : {}),
    };
  });
  if (!options.cookie)
    rows.push({
      page: 'cart',
      locale: 'kh',
      runs: 0,
      withJs: pick([]),
      twin: pick([]),
      fcpRatio: Number.NaN,
      lcpRatio: Number.NaN,
      note: 'skipped: no login',
    });
  return { rows };
}

export const TWIN_BUDGET = { ratio: 1.15, performance: 95, cls: 0.02 };

export function twinMet(r: TwinRow): boolean | undefined {
  if (r.runs === 0) return undefined;
  return (
    r.fcpRatio <= TWIN_BUDGET.ratio &&
    r.lcpRatio <= TWIN_BUDGET.ratio &&
    r.withJs.performance >= TWIN_BUDGET.performance &&
    r.withJs.cls <= TWIN_BUDGET.cls
  );
}
