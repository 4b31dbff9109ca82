import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localizePath, type Locale } from '@fardin/core/locale';
import type { MessageKey, Messages } from './dictionaries';

interface I18n {
  locale: Locale;
  messages: Messages;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, messages, children }: I18n & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export interface Translate {
  (key: MessageKey, params?: Record<string, string | number>): string;
  locale: Locale;
  /** A link to `path` in the current locale. */
  link(path: string): string;
}

/**
 * A text with a count may hold its forms as `one|other` ("{n} item|{n} items"): the count (`n` or
 * `count`) picks the form by the locale's plural rules. Khmer and Chinese have one form only.
 */
function pluralForm(text: string, locale: Locale, params?: Record<string, string | number>): string {
  const count = params?.n ?? params?.count;
  if (typeof count !== 'number' || !text.includes('|')) return text;
  const [one = text, other = one] = text.split('|');
  return new Intl.PluralRules(locale === 'kh' ? 'km' : locale).select(count) === 'one' ? one : other;
}

/** `t('nav.home')`, `t.link('/blog')`, `t.locale`. */
export function useT(): Translate {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useT needs an I18nProvider');
  return useMemo(() => {
    const t = ((key: MessageKey, params?: Record<string, string | number>) => {
      const text = pluralForm(ctx.messages[key] ?? key, ctx.locale, params);
      return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : text;
    }) as Translate;
    t.locale = ctx.locale;
    t.link = (path: string) => localizePath(path, ctx.locale);
    return t;
  }, [ctx]);
}
