import { z } from 'zod';
import { LOCALE_TRANSLATE_CODE } from '@fardin/core/locale';
import type { Lang } from '../../integrations/translation/glossary';
import { parseShoppingIntent, type ChatAnswer, type ChatInput, type ChatProduct } from '@fardin/core/assistant-intent';
import type { AssistantSearch } from './service';
import { callOutside, deadlineSignal } from '../../lib/outside-call';

/**
 * OpenAI-compatible chat (`POST {base}/chat/completions`) with one tool, `search_products`, backed
 * by the same catalogue search as the embedded assistant. The cards come only from tool results,
 * so the model cannot invent a product or a price; its text is shown as plain text.
 */
export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const SYSTEM = [
  'You are the shopping assistant of Fardin, a Cambodian store selling products from Taobao, 1688, Alibaba, Amazon, eBay, Lazada and its own catalogue.',
  'Always call search_products to find products; never mention a product, price or store that the tool did not return.',
  'A product with match "closest" is not what the shopper asked for: say that nothing matched and offer it as the closest.',
  'Answer briefly in the language of the shopper (Khmer, English or Chinese). The product cards are shown below your answer.',
].join(' ');

const TOOL = {
  type: 'function',
  function: {
    name: 'search_products',
    description: 'Search the store catalogue. Returns real products with prices in USD.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'keywords, e.g. "running shoes"' },
        store: { type: 'string', enum: ['taobao', '1688', 'alibaba', 'amazon', 'ebay', 'lazada', 'fardin'] },
        min_price_usd: { type: 'number' },
        max_price_usd: { type: 'number' },
      },
      required: ['query'],
    },
  },
} as const;

const toolArgs = z.object({
  query: z.string().max(200),
  store: z.string().optional(),
  min_price_usd: z.number().optional(),
  max_price_usd: z.number().optional(),
});
const completion = z.object({
  choices: z.array(
    z.object({
      message: z.object({
        content: z.string().nullable().optional(),
        tool_calls: z
          .array(z.object({ id: z.string(), function: z.object({ name: z.string(), arguments: z.string() }) }))
          .optional(),
      }),
    }),
  ),
});

type Message = Record<string, unknown>;

export async function openAiAnswer(
  input: ChatInput,
  search: AssistantSearch,
  options: OpenAiOptions,
): Promise<ChatAnswer> {
  const doFetch = options.fetch ?? fetch;
  const messages: Message[] = [
    { role: 'system', content: SYSTEM },
    ...(input.history ?? []).slice(-10),
    { role: 'user', content: input.message },
  ];
  const found = new Map<string, ChatProduct>();
  // One deadline for the whole answer, every round included (decision 0035); 1 MiB per completion.
  const rules = { service: 'assistant', deadlineMs: options.timeoutMs ?? 20_000, maxBytes: 1024 * 1024 };
  const overall = deadlineSignal(rules.deadlineMs);
  for (let round = 0; round < 3; round += 1) {
    const res = await callOutside(
      `${options.baseUrl.replace(/\/$/, '')}/chat/completions`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages, tools: [TOOL], temperature: 0.2 }),
      },
      rules,
      { fetch: doFetch, signal: overall },
    );
    if (!res.ok) throw new Error(`assistant endpoint answered ${res.status}`);
    const message = completion.parse(res.json()).choices[0]?.message;
    if (!message) throw new Error('assistant endpoint gave no choice');
    if (!message.tool_calls?.length) {
      const intent = parseShoppingIntent(input.message);
      return {
        message: 'success',
        reply: (message.content ?? '').replace(/<[^>]*>/g, '').slice(0, 2000),
        products: [...found.values()].slice(0, 12),
        intent: {
          store: intent.store,
          colour: intent.colour,
          min_price: intent.minPriceUsd,
          max_price: intent.maxPriceUsd,
          keywords: intent.keywords,
        },
      };
    }
    messages.push({
      role: 'assistant',
      content: message.content ?? null,
      tool_calls: message.tool_calls.map((c) => ({ id: c.id, type: 'function', function: c.function })),
    });
    for (const call of message.tool_calls) {
      const args = toolArgs.safeParse(JSON.parse(call.function.arguments || '{}') as unknown);
      const products = args.success
        ? await search({
            query: args.data.query,
            store: args.data.store ?? null,
            minPriceUsd: args.data.min_price_usd ?? null,
            maxPriceUsd: args.data.max_price_usd ?? null,
            lang: input.lang ? (LOCALE_TRANSLATE_CODE[input.lang] as Lang) : undefined,
          })
        : [];
      for (const p of products) found.set(`${p.store}:${p.id}`, p);
      // `match: closest` tells the model these are not what was asked for (it must say so).
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify(
          products.map(({ store, id, title, price_usd, match }) => ({ store, id, title, price_usd, match })),
        ),
      });
    }
  }
  throw new Error('assistant endpoint did not finish');
}
