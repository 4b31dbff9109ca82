import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { translations } from '@fardin/db/schema/catalogue';
import type { TranslationCachePort } from '../../integrations/translation/translator';

/**
 * The kept translations (`translations`, this module's table; issue 30 item 3), handed to the
 * translator integration as its cache. A failed write is dropped: the text is translated again later.
 */
export function translationCache(db: Db): TranslationCachePort {
  return {
    async find(lang, sourceHashes) {
      if (sourceHashes.length === 0) return [];
      return db
        .select({
          sourceHash: translations.sourceHash,
          translated: translations.translated,
          provider: translations.provider,
        })
        .from(translations)
        .where(and(eq(translations.lang, lang), inArray(translations.sourceHash, [...sourceHashes])));
    },
    async keep(rows) {
      if (rows.length === 0) return;
      await db
        .insert(translations)
        .values([...rows])
        .onConflictDoNothing()
        .catch(() => undefined);
    },
  };
}
