import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { apiDoc, buildOpenApiDocument } from './openapi';
import { validate } from './validate';

/** The files of `/api/docs`: swagger-ui-dist's, served by us (no CDN), and our init script. */
const SWAGGER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
} as const;
type DocsFile = keyof typeof SWAGGER_FILES;
const docsFileParam = z.object({ file: z.enum(Object.keys(SWAGGER_FILES) as [DocsFile, ...DocsFile[]]) });

/** The page's only script of ours: an external file, so the page needs no inline script (CSP). */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // One line per area, opened on a tap: a phone-sized list, and every area renders (fully expanded,
  // the ~140 operations stopped rendering after the third area, without an error).
  docExpansion: 'none',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fardin API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const DOCS_CACHE_CONTROL = 'public, max-age=3600';
const doc = apiDoc('Documentation');

function docsFiles(): (file: DocsFile) => string {
  const kept = new Map<DocsFile, string>();
  return (file) => {
    let text = kept.get(file);
    if (text === undefined) {
      const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      text = file === 'init.js' ? INIT_SCRIPT : readFileSync(path.join(dist, file), 'utf8');
      kept.set(file, text);
    }
    return text;
  };
}

/** `GET /openapi.json` (built once, on first call, from the whole API) and `GET /docs` for people. */
export function openApiRoutes(api: Hono<AppEnv>) {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  const fileText = docsFiles();
  const app = new Hono<AppEnv>();
  app.get(
    '/openapi.json',
    doc(
      'This document (OpenAPI 3.1)',
      z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
    ),
    async (c) => {
      document ??= buildOpenApiDocument(api).catch((error: unknown) => {
        document = undefined;
        throw error;
      });
      return c.json(await document);
    },
  );
  app.get(
    '/docs',
    doc('The API reference for people (Swagger UI)', { media: 'text/html', description: 'HTML page' }),
    (c) => {
      c.header('Cache-Control', DOCS_CACHE_CONTROL);
      return c.html(DOCS_PAGE);
    },
  );
  app.get(
    '/docs/:file',
    doc('A file of the API reference page', { media: 'text/javascript', description: 'Script or stylesheet' }),
    validate('param', docsFileParam),
    (c) => {
      const file = c.req.valid('param').file;
      c.header('Content-Type', SWAGGER_FILES[file]);
      c.header('Cache-Control', DOCS_CACHE_CONTROL);
      return c.body(fileText(file));
    },
  );
  return app;
}
