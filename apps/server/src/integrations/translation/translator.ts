import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { translations } from '@fardin/db/schema/catalogue';
import { glossaryTranslate, type Lang } from './glossary';

/** A translation provider: the translated text, or null when it cannot translate this text. */
export interface TranslationProvider {
  readonly name: string;
  translate(text: string, target: Lang): Promise<string | null>;
}

export const glossaryProvider: TranslationProvider = {
  name: 'glossary',
  translate: async (text, target) => glossaryTranslate(text, target),
};

const TIMEOUT_MS = 5000;

/** LibreTranslate-compatible `POST {url}/translate {q, source:'auto', target, format, api_key}`. */
export function libreTranslateProvider(url: string, apiKey: string | undefined, doFetch: typeof fetch = fetch): TranslationProvider {
  return {
    name: 'libretranslate',
    async translate(text, target) {
      const res = await doFetch(`${url.replace(/\/$/, '')}/translate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ q: text, source: 'auto', target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { translatedText?: unknown };
      return typeof body.translatedText === 'string' && body.translatedText ? body.translatedText : null;
    },
  };
}

/** Google Translate v2: `POST {url}?key= {q, target, format:'text'}` -> data.translations[0]. */
export function googleV2Provider(url: string, apiKey: string, doFetch: typeof fetch = fetch): TranslationProvider {
  return {
    name: 'google',
    async translate(text, target) {
      const endpoint = new URL(url);
      endpoint.searchParams.set('key', apiKey);
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ q: text, target, format: 'text' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { data?: { translations?: { translatedText?: unknown }[] } };
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

/**
 * Translation with a database cache. The configured provider is tried first, then the offline
 * glossary; any failure keeps the original text (SPEC section 8).
 */
export function createTranslator(db: Db, provider: TranslationProvider) {
  const chain = provider.name === 'glossary' ? [provider] : [provider, glossaryProvider];
  return {
    async translate(text: string, target: Lang): Promise<TranslationResult> {
      const trimmed = text.trim();
      if (!trimmed) return { text, source: 'none' };
      const sourceHash = createHash('sha256').update(trimmed).digest('hex');
      const [hit] = await db
        .select({ translated: translations.translated, provider: translations.provider })
        .from(translations)
        .where(and(eq(translations.lang, target), eq(translations.sourceHash, sourceHash)));
      if (hit) return { text: hit.translated, source: hit.provider };
      for (const p of chain) {
        const out = await p.translate(trimmed, target).catch(() => null);
        if (out) {
          // The glossary is instant and may improve: only paid providers' answers are cached.
          if (p.name !== 'glossary') await db
            .insert(translations)
            .values({ lang: target, sourceHash, sourceText: trimmed, translated: out, provider: p.name })
            .onConflictDoNothing()
            .catch(() => undefined);
          return { text: out, source: p.name };
        }
      }
      return { text, source: 'none' };
    },
  };
}
export type Translator = ReturnType<typeof createTranslator>;
