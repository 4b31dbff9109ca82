import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { settingAnswerSchema, storeSchema } from '@fardin/core/contract-foundation';
import { splitLocalePath } from '@fardin/core/locale';
import { shippedCategories, shippedText, textsFor } from '../i18n/texts.server';
import { apiGet } from './api-client.server';
import { loadViewerState } from './viewer.server';
import { clearAuthCookie } from './auth-cookie.server';

const storesAnswer = z.object({ data: z.array(storeSchema) });

/**
 * Data every page's frame needs. Kept in a .server module so zod, the schemas and the three
 * dictionaries stay out of the browser bundle: the client gets only the texts of its locale that
 * the frame and the page render (i18n/route-texts.ts).
 */
export async function loadRoot(request: Request, context: AppLoadContext, pattern: string) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const [setting, stores, { viewer, expired }] = await Promise.all([
    apiGet(context, '/api/setting', settingAnswerSchema),
    apiGet(context, '/api/stores', storesAnswer),
    loadViewerState(context),
  ]);
  // An expired or revoked token logs the shopper out: the stale cookie is cleared.
  return data(
    {
      locale,
      // Only the texts this page renders (decision 0016), never the whole dictionary.
      messages: textsFor(locale, pattern),
      site: setting.site,
      // Stored texts in the shown language only, categories without sub-lists (decisions 0025, 0027).
      contact: { ...setting.contact, address: shippedText(setting.contact.address, locale) },
      categories: shippedCategories(setting.data, locale),
      stores: stores.data,
      viewer,
    },
    expired ? { headers: { 'Set-Cookie': clearAuthCookie(request) } } : undefined,
  );
}
