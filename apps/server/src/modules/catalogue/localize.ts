import type { Product, ProductProp, ProductSummary } from '@fardin/core/contract-catalogue';
import type { Locale } from '@fardin/core/locale';
import { detectLang, type Lang } from '../../integrations/translation/glossary';
import type { Translator } from '../../integrations/translation/translator';

/**
 * Product text in the page's language (decision 0021), the one home of "localize a product for a
 * locale": titles, option names and values, and the "Colour: Black, Size: 40" labels of cart and
 * order lines. Every text of one answer goes through the cached translator in one batch (one cache
 * query, the glossary or the provider for the rest). Answers keep `title` as stored unless a
 * locale is asked for (`lang=kh|en|zh`, the mobile client asks for none); with one, `title` is
 * the page's language and `title_original` the source text, shown on tap. The `lang` query
 * parameter itself is read with `lib/product-lang.ts` (every module answering product lines uses it).
 */

const LOCALE_OF: Record<Lang, Locale> = { km: 'kh', en: 'en', zh: 'zh' };

/** Splits a variant label "颜色: 黑色, 尺码: 40" into its names and values. */
function labelParts(label: string): [string, string][] {
  return label.split(/,\s*/).map((pair) => {
    const at = pair.indexOf(':');
    return at < 0 ? ['', pair.trim()] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
}

/** A text lookup of one batch: the translation, or the text itself. */
export type Lookup = (text: string) => string;

export interface LocalizedLine {
  title: string;
  title_original: string;
  variant: string | null;
  variant_original: string | null;
}

export function createProductLocalizer(translator: Pick<Translator, 'translateMany'>) {
  /** Translates every text in one batch; the answer reads them back by their original text. */
  async function lookup(texts: Iterable<string | null | undefined>, lang: Lang): Promise<Lookup> {
    const unique = [...new Set([...texts].filter((t): t is string => !!t && t.trim() !== ''))];
    const found = unique.length ? await translator.translateMany(unique, lang) : new Map();
    return (text) => found.get(text)?.text ?? text;
  }

  function variantTexts(label: string | null | undefined): string[] {
    return label ? labelParts(label).flat().filter(Boolean) : [];
  }
  function variantLabel(label: string | null, tr: Lookup): string | null {
    if (!label) return label;
    return labelParts(label)
      .map(([name, value]) => (name ? `${tr(name)}: ${tr(value)}` : tr(value)))
      .join(', ');
  }

  /** The title a product shows: the catalogue's own title in that language, else the translation. */
  function titleOf(item: Pick<ProductSummary, 'title' | 'titles'>, lang: Lang, tr: Lookup): string {
    return item.titles?.[LOCALE_OF[lang]] || tr(item.title);
  }

  function props(list: ProductProp[], tr: Lookup): ProductProp[] {
    return list.map((p) => ({
      ...p,
      name: tr(p.name),
      name_original: p.name,
      values: p.values.map((v) => ({ ...v, name: tr(v.name), name_original: v.name })),
    }));
  }

  return {
    lookup,

    /** Search lines: titles in `lang` (none: unchanged). */
    async summaries<T extends ProductSummary>(items: T[], lang: Lang | undefined): Promise<T[]> {
      if (!lang) return items;
      const tr = await lookup(
        items.filter((i) => !i.titles?.[LOCALE_OF[lang]]).map((i) => i.title),
        lang,
      );
      return items.map((item) => ({ ...item, title: titleOf(item, lang, tr), title_original: item.title }));
    },

    /** One product: its title, option names and values in `lang` (none: unchanged). */
    async product(item: Product, lang: Lang | undefined): Promise<Product> {
      if (!lang) return item;
      const texts = [
        item.titles[LOCALE_OF[lang]] ? null : item.title,
        ...item.props.flatMap((p) => [p.name, ...p.values.map((v) => v.name)]),
      ];
      const tr = await lookup(texts, lang);
      // The catalogue's own description in this language, else the seller's as written, marked with its language.
      const own = item.descriptions?.[LOCALE_OF[lang]];
      return {
        ...item,
        title: titleOf(item, lang, tr),
        title_original: item.title,
        props: props(item.props, tr),
        description: own || item.description,
        description_lang: own ? lang : item.description.trim() ? detectLang(item.description) : lang,
      };
    },

    /**
     * Stored lines (cart, wishlist, checkout, orders): a title and a variant label each, in `lang`.
     * `read` gives a line's texts, `write` puts the localized ones back in the answer's own names.
     */
    async lines<T>(
      items: T[],
      lang: Lang | undefined,
      read: (item: T) => { title: string; variant?: string | null },
      write: (item: T, text: LocalizedLine) => T,
    ): Promise<T[]> {
      if (!lang) return items;
      const texts = items.flatMap((item) => {
        const { title, variant } = read(item);
        return [title, ...variantTexts(variant)];
      });
      const tr = await lookup(texts, lang);
      return items.map((item) => {
        const { title, variant = null } = read(item);
        return write(item, {
          title: tr(title),
          title_original: title,
          variant: variantLabel(variant, tr),
          variant_original: variant,
        });
      });
    },
  };
}
export type ProductLocalizer = ReturnType<typeof createProductLocalizer>;
