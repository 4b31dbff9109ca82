import type { Config } from '../../config';
import {
  createTranslator,
  glossaryProvider,
  googleV2Provider,
  libreTranslateProvider,
  type TranslationCachePort,
  type Translator,
} from './translator';

const GOOGLE_V2_URL = 'https://translation.googleapis.com/language/translate/v2';

/** TRANSLATE_API_KIND picks LibreTranslate or Google v2; without it the offline glossary answers. */
export function createTranslatorFromConfig(cache: TranslationCachePort, config: Config): Translator {
  if (config.TRANSLATE_API_KIND === 'libretranslate' && config.TRANSLATE_API_URL) {
    return createTranslator(cache, libreTranslateProvider(config.TRANSLATE_API_URL, config.TRANSLATE_API_KEY));
  }
  if (config.TRANSLATE_API_KIND === 'google' && config.TRANSLATE_API_KEY) {
    return createTranslator(
      cache,
      googleV2Provider(config.TRANSLATE_API_URL ?? GOOGLE_V2_URL, config.TRANSLATE_API_KEY),
    );
  }
  return createTranslator(cache, glossaryProvider);
}
