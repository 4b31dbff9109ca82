import SwaggerParser from '@apidevtools/swagger-parser';
import { uniqueSymbol } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { BEARER_AUTH, WEBHOOK_SECRET } from './openapi';

type Route = { method: string; path: string; handler: unknown };
type Operation = OpenAPIV3_1.OperationObject;
interface JsonSchema {
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
}
interface DocumentedSchema {
  validate: (value: unknown) => { issues?: readonly unknown[] } | Promise<{ issues?: readonly unknown[] }>;
}

const VENDOR = '?vendor_code=anakut_buy';
type Detail = { result: { item: { props: unknown[]; skus: { sku_id: string }[] } } };
/** A product with options goes to the cart as one of its SKUs (issue 25 item 6). */
const skuOf = (detail: Detail) => (detail.result.item.props.length ? detail.result.item.skus[0]?.sku_id : undefined);
const openApiPath = (path: string) => path.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const metaOf = (route: Route): Record<string, unknown> | undefined =>
  (findTargetHandler(route.handler as never) as unknown as Record<symbol, Record<string, unknown> | undefined>)[
    uniqueSymbol
  ];
/**
 * Whether a middleware entry (`app.use(path, mw)` or a route's own middleware) runs before a
 * route's handler: registered earlier, same method (or any), same path or a prefix of it.
 */
const covers = (routes: Route[], entry: Route, route: Route) =>
  routes.indexOf(entry) < routes.indexOf(route) &&
  (entry.method === 'ALL' || entry.method === route.method) &&
  (entry.path === route.path ||
    (entry.path.endsWith('/*')
      ? route.path.startsWith(entry.path.slice(0, -1))
      : route.path.startsWith(`${entry.path}/`)));
/** A path with sample values for its parameters. */
const SAMPLE: Record<string, string> = { store: 'fardin', kind: 'banner', key: 'contact', file: 'x', code: 'NOPE' };
const samplePath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => SAMPLE[name] ?? '1');

describe.each(TEST_DB_KINDS)('the OpenAPI document on %s', (kind) => {
  let doc: OpenAPIV3_1.Document;
  let routes: Route[];
  let tokens: { shopper: string; admin: string };

  /** The API routes (one per method and path, the catch-all left out). */
  const apiRoutes = () => {
    const seen = new Map<string, Route>();
    for (const r of routes)
      if (r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/*') seen.set(`${r.method} ${r.path}`, r);
    return [...seen.values()];
  };
  const operationOf = (route: Route): Operation | undefined =>
    doc.paths?.[openApiPath(route.path)]?.[route.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
  /** The zod answer schema a route's doc line declares for a status (hono-openapi's resolver keeps its validate). */
  const documentedSchema = (method: string, path: string, status = '200'): DocumentedSchema => {
    for (const r of routes) {
      if (r.method !== method || r.path !== path) continue;
      const spec = metaOf(r)?.spec as
        { responses?: Record<string, { content?: Record<string, { schema?: DocumentedSchema }> }> } | undefined;
      const schema = spec?.responses?.[status]?.content?.['application/json']?.schema;
      if (schema) return schema;
    }
    throw new Error(`no documented ${status} answer for ${method} ${path}`);
  };
  /** Fields of a live answer that the operation's JSON schema in the served document does not name. */
  const undocumentedFields = (node: JsonSchema | undefined, value: unknown, at: string): string[] => {
    if (!node || value === null || typeof value !== 'object') return [];
    if (node.$ref)
      return undocumentedFields(doc.components?.schemas?.[node.$ref.split('/').pop()!] as JsonSchema, value, at);
    const branches = node.anyOf ?? node.oneOf;
    if (branches) {
      const found = branches.map((b) => undocumentedFields(b, value, at));
      return found.find((f) => f.length === 0) ?? found[0] ?? [];
    }
    if (Array.isArray(value))
      return value.flatMap((item, i) => undocumentedFields(node.items, item, `${at}[${i}]`)).slice(0, 5);
    if (!node.properties) return [];
    const open = node.additionalProperties !== undefined && node.additionalProperties !== false;
    return Object.entries(value).flatMap(([key, v]) => {
      if (node.properties![key]) return undocumentedFields(node.properties![key], v, `${at}.${key}`);
      return open ? [] : [`${at}.${key}`];
    });
  };
  const expectDocumentedAnswer = async (method: string, routePath: string, res: { status: number; body: unknown }) => {
    const op = doc.paths?.[openApiPath(routePath)]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods];
    // The documented success status (201 for a created cart line) is the one the live call must answer.
    const status = Object.keys(op?.responses ?? {}).find((s) => s.startsWith('2')) ?? '200';
    expect(res.status, `${method} ${routePath}`).toBe(Number(status));
    const result = await documentedSchema(method, routePath, status).validate(res.body);
    expect.soft(result.issues, `${method} ${routePath} answers its documented schema`).toBeUndefined();
    const schema = (op?.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json']
      ?.schema as JsonSchema | undefined;
    expect
      .soft(undocumentedFields(schema, res.body, `${method} ${routePath}`), 'every field of the answer is documented')
      .toEqual([]);
  };

  const t = useTestApp(kind, async (t) => {
    routes = t.app.routes as Route[];
    const res = await t.call<OpenAPIV3_1.Document>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
    const login = await t.call<{ token: string }>('POST', `/api/login${VENDOR}`, {
      body: { phone: '010000001', password: 'demo-shopper' },
    });
    tokens = { shopper: login.body.token, admin: await t.tokenFor('+85510000002') };
  });

  it('is a valid OpenAPI 3.1 document of the Fardin API, served from the /api server', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Fardin API');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths ?? {}).every((p) => p.startsWith('/') && !p.startsWith('/api/'))).toBe(true);
    expect(doc.components?.securitySchemes?.[BEARER_AUTH]).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every /api route once, with a summary, a tag and a 2xx answer that has a schema or a media type', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const op = operationOf(route);
      const ok = Object.entries(op?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1] as
        OpenAPIV3_1.ResponseObject | undefined;
      const media = Object.entries(ok?.content ?? {});
      const described =
        media.length > 0 &&
        media.every(([type, m]) =>
          type === 'application/json' ? !!m.schema && Object.keys(m.schema).length > 0 : true,
        );
      if (!op?.summary || !op.tags?.length || !described) missing.push(`${route.method} ${route.path}`);
    }
    expect(missing).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(120);
  });

  it("answers every validation failure as 422 ApiError, never hono-openapi's 400 shape", () => {
    const ops = Object.values(doc.paths ?? {}).flatMap((item) => Object.values(item ?? {}) as Operation[]);
    for (const op of ops) {
      const bad = op.responses?.['400'] as OpenAPIV3_1.ResponseObject | undefined;
      if (bad) expect(bad.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    }
    const login = doc.paths?.['/login']?.post;
    expect(login?.responses?.['422']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(login?.requestBody).toBeTruthy();
  });

  it('marks bearerAuth on every route behind requireUser, requireRole or adminOnly', () => {
    const guarded = apiRoutes().filter((route) =>
      routes.some(
        (entry) =>
          covers(routes, entry, route) && !!(metaOf(entry)?.spec as { security?: unknown } | undefined)?.security,
      ),
    );
    expect(guarded.length).toBeGreaterThan(60);
    const unmarked = guarded
      // The Telegram webhook is guarded by its own secret header, documented as such.
      .filter((route) => !operationOf(route)?.security?.some((s) => BEARER_AUTH in s || WEBHOOK_SECRET in s))
      .map((r) => `${r.method} ${r.path}`);
    expect(unmarked).toEqual([]);
    expect(doc.paths?.['/admin/users']?.get?.responses?.['404']).toBeTruthy();
    expect(doc.paths?.['/stores']?.get?.security).toBeUndefined();
  });

  it('marks bearerAuth on every route that answers a guest 401 (the handlers that check the user themselves too)', async () => {
    const unmarked: string[] = [];
    for (const route of apiRoutes()) {
      const res = await t.call(route.method, samplePath(route.path), route.method === 'GET' ? {} : { body: {} });
      if (res.status === 401 && !operationOf(route)?.security?.length) unmarked.push(`${route.method} ${route.path}`);
    }
    expect(unmarked).toEqual([]);
  });

  it('documents answers that the live API really gives (every list without parameters, as shopper or staff)', async () => {
    let checked = 0;
    for (const route of apiRoutes()) {
      if (
        route.method !== 'GET' ||
        route.path.includes(':') ||
        route.path === '/api/img' ||
        route.path.startsWith('/api/docs')
      )
        continue;
      const op = operationOf(route);
      if (
        !op?.responses?.['200'] ||
        !('content' in op.responses['200']) ||
        !op.responses['200'].content?.['application/json']
      )
        continue;
      const token = route.path.startsWith('/api/admin') ? tokens.admin : tokens.shopper;
      const res = await t.call(route.method, route.path, { token });
      if (res.status !== 200) continue;
      await expectDocumentedAnswer('GET', route.path, res);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('documents the answers of login, the catalogue proxy (search and detail) and details', async () => {
    await expectDocumentedAnswer(
      'POST',
      '/api/login',
      await t.call('POST', `/api/login${VENDOR}`, { body: { phone: '010000001', password: 'demo-shopper' } }),
    );
    const search = await t.call<{ result: { item: { num_iid: string }[] } }>('GET', '/api/fardin?api=item_search&q=');
    await expectDocumentedAnswer('GET', '/api/:store', search);
    const first = search.body.result.item[0]!;
    const detail = await t.call<Detail>('GET', `/api/fardin?api=item_detail_simple&num_iid=${first.num_iid}`);
    await expectDocumentedAnswer('GET', '/api/:store', detail);
    const posts = await t.call<{ data: { id: number }[] }>('GET', '/api/blog?lang=en');
    await expectDocumentedAnswer(
      'GET',
      '/api/blog/:id',
      await t.call('GET', `/api/blog/${posts.body.data[0]!.id}?lang=en`),
    );
    const orders = await t.call<{ data: { id: number }[] }>('GET', '/api/admin/orders', { token: tokens.admin });
    if (orders.body.data[0])
      await expectDocumentedAnswer(
        'GET',
        '/api/admin/orders/:id',
        await t.call('GET', `/api/admin/orders/${orders.body.data[0].id}`, { token: tokens.admin }),
      );
    const line = await t.call('POST', '/api/cart/add', {
      token: tokens.shopper,
      body: { product_id: first.num_iid, type: 'fardin', quantity: 1, variant: skuOf(detail.body) },
    });
    await expectDocumentedAnswer('POST', '/api/cart/add', line);
  });

  it("documents the answers of the back office's detail pages", async () => {
    const admin = { token: tokens.admin };
    const firstId = async (path: string) =>
      (await t.call<{ data: { id: number }[] }>('GET', path, admin)).body.data[0]!.id;
    const details: [string, string][] = [
      ['/api/admin/users/:id', `/api/admin/users/${await firstId('/api/admin/users')}`],
      ['/api/admin/products/:id', `/api/admin/products/${await firstId('/api/admin/products')}`],
      ['/api/admin/blog/posts/:id', `/api/admin/blog/posts/${await firstId('/api/admin/blog/posts')}`],
      ['/api/admin/categories/:id/sub-categories', '/api/admin/categories/1/sub-categories'],
    ];
    for (const [route, path] of details) await expectDocumentedAnswer('GET', route, await t.call('GET', path, admin));
  });

  it('documents the answers of shopper writes and queried reads', async () => {
    const shopper = { token: tokens.shopper };
    const item = (await t.call<{ result: { item: { num_iid: string }[] } }>('GET', '/api/fardin?api=item_search&q='))
      .body.result.item[1]!;
    await expectDocumentedAnswer(
      'POST',
      '/api/wishlist/add',
      await t.call('POST', '/api/wishlist/add', { ...shopper, body: { product_id: item.num_iid, type: 'fardin' } }),
    );
    const detail = await t.call<Detail>('GET', `/api/fardin?api=item_detail_simple&num_iid=${item.num_iid}`);
    const added = await t.call<{ data: { id: number } }>('POST', '/api/cart/add', {
      ...shopper,
      body: { product_id: item.num_iid, type: 'fardin', quantity: 1, variant: skuOf(detail.body) },
    });
    await expectDocumentedAnswer(
      'PUT',
      '/api/cart/update/:id',
      await t.call('PUT', `/api/cart/update/${added.body.data.id}`, { ...shopper, body: { quantity: 2 } }),
    );
    await expectDocumentedAnswer(
      'POST',
      '/api/checkout/quote',
      await t.call('POST', '/api/checkout/quote', {
        ...shopper,
        body: { type: 'fardin', items: [added.body.data.id] },
      }),
    );
    await expectDocumentedAnswer(
      'DELETE',
      '/api/cart/remove/:id',
      await t.call('DELETE', `/api/cart/remove/${added.body.data.id}`, shopper),
    );
    await expectDocumentedAnswer(
      'PUT',
      '/api/profile/update',
      await t.call('PUT', '/api/profile/update', { ...shopper, body: { name: 'Dara' } }),
    );
    const zone = (await t.call<{ data: { id: number }[] }>('GET', '/api/zones')).body.data[0]!;
    await expectDocumentedAnswer(
      'POST',
      '/api/delivery/calculate_price',
      await t.call('POST', '/api/delivery/calculate_price', { body: { delivery_type: 'delivery', zone_id: zone.id } }),
    );
    await expectDocumentedAnswer(
      'POST',
      '/api/price/calculate',
      await t.call('POST', '/api/price/calculate', {
        body: { country: 'CN', delivery_mode: 'air', length: 10, width: 10, height: 10, weight: 1 },
      }),
    );
    await expectDocumentedAnswer('GET', '/api/price/landed', await t.call('GET', '/api/price/landed?price_usd=10'));
    await expectDocumentedAnswer(
      'GET',
      '/api/reverse_geocode',
      await t.call('GET', '/api/reverse_geocode?lat=11.55&lng=104.92'),
    );
    await expectDocumentedAnswer(
      'GET',
      '/api/search_by_url',
      await t.call('GET', `/api/search_by_url?url=${encodeURIComponent('https://www.amazon.com/dp/B0ABCDEF12')}`),
    );
    await expectDocumentedAnswer(
      'POST',
      '/api/chat',
      await t.call('POST', '/api/chat', { body: { message: 'red shoes under $20' } }),
    );
  });

  it('a wrong answer schema fails: the live stores answer does not pass as the banner list', async () => {
    const stores = await t.call('GET', '/api/stores');
    const result = await documentedSchema('GET', '/api/banners').validate(stores.body);
    expect(result.issues?.length).toBeGreaterThan(0);
  });

  it('documents the catalogue proxy as one path with the api enum and both answer shapes', () => {
    const op = doc.paths?.['/{store}']?.get;
    const api = op?.parameters?.find((p) => 'name' in p && p.name === 'api') as OpenAPIV3_1.ParameterObject | undefined;
    expect(api?.in).toBe('query');
    expect(JSON.stringify(api?.schema)).toContain('item_detail_simple');
    const answer = JSON.stringify(
      (op?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema,
    );
    expect(answer).toContain('page_size');
    expect(answer).toContain('original_title');
  });

  it("renders /api/docs with same-origin scripts only, under the API's CSP", async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      expect(src, 'no inline script').toBeTruthy();
      expect(body?.trim()).toBe('');
      expect(src!.startsWith('/') && !src!.startsWith('//')).toBe(true);
      const file = await t.app.request(src!);
      expect(file.status, src).toBe(200);
      expect(file.headers.get('content-type')).toContain('javascript');
      expect((await file.text()).length).toBeGreaterThan(0);
    }
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(styles).toEqual(['/api/docs/swagger-ui.css']);
    for (const href of styles) expect((await t.app.request(href)).status).toBe(200);
    expect(html).not.toMatch(/https?:\/\//);
  });
});
