import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { ROOT } from './server';

/**
 * Decision 0058: which of our modules a page's JavaScript until hydration is made of. Reads a client
 * build made with source maps (`WEB_SOURCEMAP=1 WEB_BUILD_DIR=build-map npm run build -w @fardin/web`),
 * takes the page's files from the route manifest (entry, root, locale layout, the page's route and
 * their static imports; the manifest file itself is not fetched by pages since decision 0060) and attributes each file's bytes to its sources through the map. gzip is the
 * file's gzip -9 shared out by raw bytes (an estimate per module; the per-file figure is exact).
 * `npx tsx bench/src/module-bytes.ts [build-dir] [top]`.
 */
const [buildDir = 'build-map', topArg = '40'] = process.argv.slice(2);
const CLIENT = path.join(ROOT, 'apps/web', buildDir, 'client');
const ASSETS = path.join(CLIENT, 'assets');
if (!existsSync(ASSETS)) {
  console.error(`no build in apps/web/${buildDir}`);
  process.exit(2);
}
interface Entry {
  module: string;
  imports?: string[];
  parentId?: string;
}
const manifestFile = readdirSync(ASSETS).find((f) => /^manifest-[\w-]+\.js$/.test(f))!;
const manifestText = readFileSync(path.join(ASSETS, manifestFile), 'utf8');
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1)) as {
  entry: Entry;
  routes: Record<string, Entry>;
};
const PAGES = { home: 'routes/home', search: 'routes/search', product: 'routes/product', cart: 'routes/my-cart' };

function pageFiles(routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]!;
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return [...files];
}

/** Raw bytes per source of one generated file, through its source map. */
function bytesBySource(file: string): Map<string, number> {
  const code = readFileSync(path.join(CLIENT, file), 'utf8');
  const out = new Map<string, number>();
  const mapFile = path.join(CLIENT, `${file}.map`);
  if (!existsSync(mapFile)) return new Map([[`(no map) ${file}`, code.length]]);
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i]!;
    const next = mappings[i + 1];
    const end = next && next.line === m.line ? next.column : lines[m.line - 1]!.length;
    const key = (m.source ?? '(unmapped)').replace(/^.*?(node_modules|apps\/web\/app|packages\/core\/src)\//, '$1/');
    out.set(key, (out.get(key) ?? 0) + end - m.column);
  }
  return out;
}

const top = Number(topArg);
for (const [page, routeId] of Object.entries(PAGES)) {
  const files = pageFiles(routeId);
  let total = 0;
  let ours = 0;
  const modules = new Map<string, { raw: number; gzip: number; file: string }>();
  const perFile: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(path.join(CLIENT, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    total += gzip;
    if (!/framework-/.test(file)) ours += gzip;
    perFile.push(`${path.basename(file)} ${(gzip / 1024).toFixed(1)}`);
    const sources = bytesBySource(file);
    const raw = [...sources.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, n] of sources) {
      const m = modules.get(source) ?? { raw: 0, gzip: 0, file: path.basename(file) };
      m.raw += n;
      m.gzip += (gzip * n) / raw;
      modules.set(source, m);
    }
  }
  console.log(
    `\n## ${page}: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip -9 (no route table file: lazy discovery, decision 0060), ours ${(ours / 1024).toFixed(1)} KB`,
  );
  console.log(`files (KB gzip): ${perFile.join(', ')}`);
  const ranked = [...modules.entries()]
    .filter(([s]) => !s.startsWith('node_modules/'))
    .sort((a, b) => b[1].gzip - a[1].gzip);
  for (const [source, m] of ranked.slice(0, top))
    console.log(
      `${(m.gzip / 1024).toFixed(2).padStart(6)} KB  ${String(m.raw).padStart(6)} B raw  ${source}  [${m.file}]`,
    );
}
