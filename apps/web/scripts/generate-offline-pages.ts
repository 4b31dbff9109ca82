import { writeFileSync } from 'node:fs';
import { OFFLINE_LOCALES, offlinePage, type OfflineLocale } from './offline-page';

/** Writes apps/web/public/offline/{kh,en,zh}.html from the offline dictionary (app/i18n/offline.ts). */
for (const locale of Object.keys(OFFLINE_LOCALES) as OfflineLocale[]) {
  writeFileSync(new URL(`../public/offline/${locale}.html`, import.meta.url), offlinePage(locale));
}
