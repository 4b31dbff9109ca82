import { createHash } from 'node:crypto';
import { detectLang, glossaryTranslate, type Lang } from './glossary';
import { callOutside, type OutsideRules } from '../../lib/outside-call';

/** A translation provider: the translated text, or null when it cannot translate this text. */
export interface TranslationProvider {
  readonly name: string;
  translate(text: string, target: Lang): Promise<string | null>;
}

export const glossaryProvider: TranslationProvider = {
  name: 'glossary',
  translate: async (text, target) => glossaryTranslate(text, target),
};

/** One translation call: 5 s, at most 256 KiB of answer (a text is at most 2000 characters). */
const TRANSLATION_RULES: OutsideRules = { service: 'translation', deadlineMs: 5000, maxBytes: 256 * 1024 };

/** LibreTranslate-compatible `POST {url}/translate {q, source:'auto', target, format, api_key}`. */
export function libreTranslateProvider(
  url: string,
  apiKey: string | undefined,
  doFetch: typeof fetch = fetch,
  rules: OutsideRules = TRANSLATION_RULES,
): TranslationProvider {
  return {
    name: 'libretranslate',
    async translate(text, target) {
      const res = await callOutside(
        `${url.replace(/\/$/, '')}/translate`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'auto',
            target,
            format: 'text',
            ...(apiKey ? { api_key: apiKey } : {}),
          }),
        },
        rules,
        { fetch: doFetch },
      );
      if (!res.ok) return null;
      const body = res.json() as { translatedText?: unknown };
      return typeof body.translatedText === 'string' && body.translatedText ? body.translatedText : null;
    },
  };
}

/** Google Translate v2: `POST {url}?key= {q, target, format:'text'}` -> data.translations[0]. */
export function googleV2Provider(
  url: string,
  apiKey: string,
  doFetch: typeof fetch = fetch,
  rules: OutsideRules = TRANSLATION_RULES,
): TranslationProvider {
  return {
    name: 'google',
    async translate(text, target) {
      const endpoint = new URL(url);
      endpoint.searchParams.set('key', apiKey);
      const res = await callOutside(
        endpoint,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ q: text, target, format: 'text' }),
        },
        rules,
        { fetch: doFetch },
      );
      if (!res.ok) return null;
      const body = res.json() as { data?: { translations?: { translatedText?: unknown }[] } };
      const out = body.data?.translations?.[0]?.translatedText;
      return typeof out === 'string' && out ? out : null;
    },
  };
}

export interface TranslationResult {
  text: string;
  /** Who translated it; 'none' means the original text came back. */
  source: string;
}

export const MAX_TRANSLATE_LENGTH = 2000;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Translation with a database cache. The configured provider is tried first, then the offline
 * glossary; any failure keeps the original text (SPEC section 8). `translateMany` is the batched
 * form the product localizer uses: one cache query for a whole page of titles and options.
 */
/** A kept translation of one source text (by its hash) into one language. */
interface KeptTranslation {
  lang: Lang;
  sourceHash: string;
  sourceText: string;
  translated: string;
  provider: string;
}

/**
 * Where paid providers' answers are kept (a port: the catalogue module owns the `translations`
 * table and hands its implementation in; integrations know no module). `keep` never throws.
 */
export interface TranslationCachePort {
  find(
    lang: Lang,
    sourceHashes: readonly string[],
  ): Promise<{ sourceHash: string; translated: string; provider: string }[]>;
  keep(rows: readonly KeptTranslation[]): Promise<void>;
}

export function createTranslator(cache: TranslationCachePort, provider: TranslationProvider) {
  const chain = provider.name === 'glossary' ? [provider] : [provider, glossaryProvider];

  /** A text the cache did not have: the chain, and the paid provider's answer kept. */
  async function fresh(trimmed: string, target: Lang): Promise<TranslationResult & { keep?: boolean }> {
    for (const p of chain) {
      const out = await p.translate(trimmed, target).catch(() => null);
      // The glossary is instant and may improve: only paid providers' answers are cached.
      if (out) return { text: out, source: p.name, keep: p.name !== 'glossary' };
    }
    return { text: trimmed, source: 'none' };
  }

  async function translateMany(texts: readonly string[], target: Lang): Promise<Map<string, TranslationResult>> {
    const out = new Map<string, TranslationResult>();
    const todo = new Map<string, string>();
    for (const text of texts) {
      const trimmed = text.trim();
      if (!trimmed) out.set(text, { text, source: 'none' });
      // Already in the page's script (a Khmer title on a Khmer page): nothing to look up.
      else if (detectLang(trimmed) === target) out.set(text, { text: trimmed, source: 'none' });
      else todo.set(hashOf(trimmed), trimmed);
    }
    if (todo.size === 0) return out;
    const hits = await cache.find(target, [...todo.keys()]);
    const cached = new Map(hits.map((h) => [h.sourceHash, { text: h.translated, source: h.provider }]));
    const found = new Map<string, TranslationResult>();
    const kept: KeptTranslation[] = [];
    await Promise.all(
      [...todo].map(async ([sourceHash, trimmed]) => {
        const hit = cached.get(sourceHash);
        if (hit) return void found.set(trimmed, hit);
        const { keep, ...result } = await fresh(trimmed, target);
        if (keep)
          kept.push({
            lang: target,
            sourceHash,
            sourceText: trimmed,
            translated: result.text,
            provider: result.source,
          });
        found.set(trimmed, result);
      }),
    );
    await cache.keep(kept);
    for (const text of texts) if (!out.has(text)) out.set(text, found.get(text.trim()) ?? { text, source: 'none' });
    return out;
  }

  return {
    translateMany,
    async translate(text: string, target: Lang): Promise<TranslationResult> {
      const trimmed = text.trim();
      if (!trimmed) return { text, source: 'none' };
      const [hit] = await cache.find(target, [hashOf(trimmed)]);
      if (hit) return { text: hit.translated, source: hit.provider };
      const { keep, ...result } = await fresh(trimmed, target);
      if (keep)
        await cache.keep([
          {
            lang: target,
            sourceHash: hashOf(trimmed),
            sourceText: trimmed,
            translated: result.text,
            provider: result.source,
          },
        ]);
      return result.source === 'none' ? { text, source: 'none' } : result;
    },
  };
}
export type Translator = ReturnType<typeof createTranslator>;
