import type { Hono, MiddlewareHandler } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { describeRoute, generateSpecs, resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z, type ZodObject, type ZodType } from 'zod';
import { apiErrorSchema } from '@fardin/core/contract-foundation';
import type { AppEnv } from './app-env';

/**
 * The API contract (decision 0015): every /api route carries one `doc(...)` line beside its
 * declaration; `generateSpecs` reads those, the request schemas of `validate(...)` and the
 * security of `requireUser` / `requireRole` into one OpenAPI 3.1 document.
 */

export const BEARER_AUTH = 'bearerAuth';
/** The Telegram webhook's shared secret (`X-Telegram-Bot-Api-Secret-Token`, decision 0040). */
export const WEBHOOK_SECRET = 'webhookSecret';
const ERROR_REF = { $ref: '#/components/schemas/ApiError' } as const;

/** The usual meaning of each error status of this API (every one answers `ApiError`). */
const ERROR_DESCRIPTION = {
  400: 'Refused request',
  401: 'Not logged in',
  403: 'Not allowed (unverified phone, staff-only action, cross-site write)',
  404: "Not found (also: someone else's row, or a back-office call by a non-staff user)",
  409: 'Conflict with the current state',
  410: 'Gone (expired)',
  413: 'Body too large',
  415: 'Unsupported media type',
  422: 'Validation failed: `code` names the first problem, `field` its path',
  429: 'Too many attempts',
  502: 'The marketplace or an outside service did not answer',
  503: 'Service unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTION;

function errorAnswers(statuses: readonly ErrorStatus[]): Record<string, OpenAPIV3_1.ResponseObject> {
  return Object.fromEntries(
    statuses.map((s) => [
      String(s),
      { description: ERROR_DESCRIPTION[s], content: { 'application/json': { schema: ERROR_REF } } },
    ]),
  );
}

/** OpenAPI metadata of an auth middleware: merged into every operation it guards. */
export function securityDoc(statuses: readonly ErrorStatus[]) {
  return { [uniqueSymbol]: { spec: { security: [{ [BEARER_AUTH]: [] }], responses: errorAnswers(statuses) } } };
}

export interface RouteDoc {
  /** Status of the success answer (200 unless set). */
  status?: 200 | 201 | 302;
  /** Error statuses the handler itself answers (auth and validation errors are added for you). */
  errors?: readonly ErrorStatus[];
  /** Path parameters the handler reads with `c.req.param()` without `validate('param', ...)`. */
  params?: ZodObject;
  /** Query parameters the handler reads without `validate('query', ...)`. */
  query?: ZodObject;
  /** Request headers the handler reads (`Idempotency-Key`...). */
  headers?: ZodObject;
  /** JSON body the handler checks without `validate('json', ...)` (its own zValidator). */
  body?: ZodType;
  /** A multipart image upload under `file` (or `image`). */
  upload?: boolean;
  /** The route checks the user itself (`currentUser(c)`) instead of through `requireUser`. */
  auth?: boolean;
  /** The route is called by Telegram with the webhook's secret header instead of a user's token. */
  webhookSecret?: boolean;
  description?: string;
}

const UPLOAD_BODY: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  properties: {
    file: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP image (`image` is accepted too)' },
  },
  required: ['file'],
};

/** Success answer: a zod schema (JSON), or a media type for files and pages. */
export type Answer = ZodType | { media: string; description: string };

function parametersOf(where: 'path' | 'query' | 'header', schema: ZodObject): OpenAPIV3_1.ParameterObject[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, OpenAPIV3_1.ParameterObject['schema']>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schemaOf]) => {
    const description = schemaOf && 'description' in schemaOf ? schemaOf.description : undefined;
    return {
      in: where,
      name,
      required: where === 'path' || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: schemaOf,
    };
  });
}

function successAnswer(
  answer: Answer,
): OpenAPIV3_1.ResponseObject | NonNullable<DescribeRouteOptions['responses']>[string] {
  if ('media' in answer)
    return {
      description: answer.description,
      content: { [answer.media]: { schema: { type: 'string', format: 'binary' } } },
    };
  return { description: 'OK', content: { 'application/json': { schema: resolver(answer) } } };
}

/**
 * The documentation line of one area: `const doc = apiDoc('Cart')`, then beside each route
 * `app.get('/cart', doc('The shopper\'s cart', cartAnswerSchema), handler)`.
 */
export function apiDoc(tag: string) {
  return (summary: string, answer: Answer, options: RouteDoc = {}): MiddlewareHandler<AppEnv> => {
    const parameters = [
      ...(options.params ? parametersOf('path', options.params) : []),
      ...(options.query ? parametersOf('query', options.query) : []),
      ...(options.headers ? parametersOf('header', options.headers) : []),
    ];
    const spec: DescribeRouteOptions = {
      tags: [tag],
      summary,
      ...(options.description ? { description: options.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(options.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: resolver(options.body) } } } }
        : {}),
      ...(options.upload
        ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: UPLOAD_BODY } } } }
        : {}),
      ...(options.auth ? { security: [{ [BEARER_AUTH]: [] }] } : {}),
      ...(options.webhookSecret ? { security: [{ [WEBHOOK_SECRET]: [] }] } : {}),
      responses: {
        [String(options.status ?? 200)]: successAnswer(answer),
        ...errorAnswers([...(options.auth ? ([401, 403] as const) : []), ...(options.errors ?? [])]),
      },
    };
    return describeRoute(spec);
  };
}

type Operation = OpenAPIV3_1.OperationObject;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');

/** `METHOD /path` of every route whose input goes through `validate(...)` (they may answer 422). */
function validatedRoutes(api: Hono<AppEnv>): Set<string> {
  const found = new Set<string>();
  for (const route of api.routes) {
    const meta = (findTargetHandler(route.handler) as unknown as Record<symbol, unknown>)[uniqueSymbol];
    if (meta && typeof meta === 'object' && 'target' in meta)
      found.add(`${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`);
  }
  return found;
}

const unique = <T>(items: T[]) => [...new Map(items.map((i) => [JSON.stringify(i), i])).values()];

/** The OpenAPI 3.1 document of an API mounted at `/api` (paths relative to the `/api` server). */
export async function buildOpenApiDocument(api: Hono<AppEnv>): Promise<OpenAPIV3_1.Document> {
  const spec = (await generateSpecs(api, {
    defaultValidationErrorResponse: false,
    excludeStaticFile: false,
    documentation: {
      info: {
        title: 'Fardin API',
        version: '1.0.0',
        description:
          "The storefront's JSON API (web, mobile client, back office). Every 4xx/5xx answer is `ApiError` (`message` in English, `code` stable, see decision 0017).",
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          [BEARER_AUTH]: {
            type: 'http',
            scheme: 'bearer',
            description: 'Session token from `POST /login` (the web sends it as an httpOnly cookie instead).',
          },
          [WEBHOOK_SECRET]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Telegram-Bot-Api-Secret-Token',
            description: 'The secret_token given to Telegram with setWebhook (the bot webhook only).',
          },
        },
      },
    },
  })) as OpenAPIV3_1.Document;
  const validated = validatedRoutes(api);
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op: Operation | undefined = item?.[method];
      if (!op) continue;
      op.responses ??= {};
      if (validated.has(`${method} ${path}`) && !op.responses['422']) Object.assign(op.responses, errorAnswers([422]));
      if (op.security) op.security = unique(op.security);
      if (op.parameters) op.parameters = unique(op.parameters);
    }
  }
  const errorJson = z.toJSONSchema(apiErrorSchema, { io: 'output' }) as Record<string, unknown>;
  delete errorJson.$schema;
  spec.components = {
    ...spec.components,
    schemas: { ...spec.components?.schemas, ApiError: errorJson as OpenAPIV3_1.SchemaObject },
  };
  return spec;
}
