/**
 * Decision 0025: writes app/i18n/page-texts.generated.ts, the exact texts each storefront page and
 * the frame render (found statically, like route-texts.test.ts). Run after adding or using a text:
 * `npx tsx apps/web/scripts/generate-page-texts.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import routes from '../app/routes';
import { STOREFRONT_DICTIONARIES } from '../app/i18n/dictionaries';
import { computePageTexts, pageTextsModule } from '../app/i18n/text-usage.test-helper';

const APP = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'app');
const layout = routes.find((r) => r.path === ':lang?');
const pages = (layout?.children ?? []).map((r) => ({ pattern: r.index ? '/' : `/${r.path}`, file: r.file }));
const texts = computePageTexts(APP, pages, Object.keys(STOREFRONT_DICTIONARIES.kh));
const out = path.join(APP, 'i18n', 'page-texts.generated.ts');
writeFileSync(out, pageTextsModule(texts));
console.log(`${out}: frame ${texts.frame.length} texts, ${Object.keys(texts.pages).length} pages`);
