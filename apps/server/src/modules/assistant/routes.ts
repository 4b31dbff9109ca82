import { Hono } from 'hono';
import { chatInputSchema } from '@fardin/core/assistant-intent';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { createAssistantSearch, embeddedAnswer } from './service';
import { openAiAnswer } from './openai-adapter';
import { chatAnswerSchema } from '@fardin/core/assistant-intent';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Assistant');

/**
 * POST /chat: the in-site assistant. The embedded default parses the request and searches the
 * catalogue; with ASSISTANT_API_URL an OpenAI-compatible model drives the same search as a tool,
 * and any failure of that endpoint falls back to the embedded answer. Nothing is stored.
 */
export function assistantRoutes(services: Pick<Services, 'catalogue' | 'deliveryReference'>, deps: { config: Config }) {
  const search = createAssistantSearch(services.catalogue);
  const delivery = services.deliveryReference;
  return new Hono<AppEnv>().post(
    '/chat',
    doc('Ask the shop assistant', chatAnswerSchema, { errors: [422, 429] }),
    validate('json', chatInputSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { ASSISTANT_API_URL: baseUrl, ASSISTANT_API_KEY: apiKey, ASSISTANT_MODEL: model } = deps.config;
      if (baseUrl) {
        try {
          return c.json(await openAiAnswer(input, search, { baseUrl, apiKey, model }));
        } catch (err) {
          c.get('logger')?.warn({ err }, 'assistant endpoint failed; using the embedded assistant');
        }
      }
      return c.json(await embeddedAnswer(input, search, delivery));
    },
  );
}
