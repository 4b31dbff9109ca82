import type { MetaDescriptor } from 'react-router';
import type { MessageKey, Messages } from '../i18n/dictionaries';

interface RootLike {
  messages: Messages;
  site: { name: string };
}
interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

function rootOf(args: MetaArgsLike): RootLike | undefined {
  return args.matches.find((m) => m?.id === 'root')?.data as RootLike | undefined;
}

/** Per-page title ("Page | Fardin") and description; account and checkout pages are noindex. */
export function pageMeta(
  args: MetaArgsLike,
  title: MessageKey | { text: string },
  options: { noindex?: boolean; description?: string } = {},
): MetaDescriptor[] {
  const root = rootOf(args);
  const siteName = root?.site.name ?? 'Fardin';
  const text = typeof title === 'string' ? (root?.messages[title] ?? '') : title.text;
  const tags: MetaDescriptor[] = [
    { title: text ? `${text} | ${siteName}` : siteName },
    { name: 'description', content: options.description ?? root?.messages['site.description'] ?? siteName },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: text || siteName },
  ];
  if (options.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}
