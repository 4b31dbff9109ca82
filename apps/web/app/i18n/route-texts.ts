import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Which texts a page ships (decision 0016): the frame's (every key outside the areas below, plus
 * the areas the frame itself renders), and the areas its route renders. A page never carries a
 * whole dictionary: home gets the frame and the catalogue, not the account forms or the tracking
 * page's texts. Keyed by the route pattern React Router gives loaders, without the locale segment.
 * `route-texts.test.ts` walks each route's imports and fails when a route renders a key of an area
 * that is not listed here; a pattern not listed (the back office, an error) gets every storefront
 * text, as before. Within its areas a page ships only the keys its modules use (decision 0025,
 * `page-texts.generated.ts`, written by `npx tsx apps/web/scripts/generate-page-texts.ts`).
 */
export type TextArea = 'accounts' | 'catalogue' | 'commerce' | 'content' | 'delivery';
export const TEXT_AREAS: readonly TextArea[] = ['accounts', 'catalogue', 'commerce', 'content', 'delivery'];

/** Areas the frame (root.tsx and features/frame) renders on every page. */
export const FRAME_AREAS: readonly TextArea[] = ['catalogue'];

export const ROUTE_TEXT_AREAS: Record<string, readonly TextArea[]> = {
  '/': ['catalogue'],
  '/about-us': [],
  '/account': ['accounts'],
  '/account/change-password': ['accounts'],
  '/account/my-address': ['accounts'],
  '/account/my-delivery': ['delivery'],
  '/account/my-favorite': ['commerce'],
  '/account/my-order': ['commerce'],
  '/account/my-order/:id': ['commerce'],
  '/account/my-profile': ['accounts'],
  '/account/notifications': ['accounts'],
  '/account/wallet': ['accounts', 'commerce'],
  '/account/requests': ['commerce'],
  '/account/requests/new': ['commerce', 'accounts'],
  '/area': ['delivery'],
  '/blog': ['content'],
  '/blog/category/:id?': ['content'],
  '/blog/detail/:id?': ['content'],
  '/buynow': ['commerce', 'accounts'],
  '/chat': ['content'],
  '/checkout': ['commerce', 'accounts'],
  '/download': ['content'],
  '/download-bk': ['content'],
  '/express': ['delivery'],
  '/forgot': ['accounts'],
  '/login': ['accounts'],
  '/my-cart': ['commerce'],
  '/price': ['delivery'],
  '/price-list': ['delivery'],
  '/price copy': ['delivery'],
  '/privacy-policy': [],
  '/product/:marketplace/:id?': ['catalogue', 'commerce'],
  '/register': ['accounts'],
  '/rider': ['commerce'],
  '/search/filter/:marketplace/:slug?': ['catalogue'],
  '/shop': ['catalogue'],
  '/tracking': ['commerce', 'delivery'],
  '/verify': ['accounts'],
  '/*': [],
};

/** ':lang?/product/:marketplace/:id?' -> '/product/:marketplace/:id?' (':lang?' alone is home). */
export function pagePattern(pattern: string): string {
  const rest = pattern.replace(/^\/?/, '/').replace(/^\/:lang\?/, '');
  return rest === '' ? '/' : rest.replace(/\/$/, '') || '/';
}

const PAGES: RouteObject[] = [
  {
    path: ':lang?',
    children: Object.keys(ROUTE_TEXT_AREAS).map((p) =>
      p === '/' ? { index: true, id: p } : { path: p.slice(1), id: p },
    ),
  },
];

/** The page (pattern of ROUTE_TEXT_AREAS) at a URL path, in the browser, where loaders' `pattern` is not known. */
function pageAt(pathname: string): string | undefined {
  return matchRoutes(PAGES, pathname)?.at(-1)?.route.id;
}

/**
 * Whether two URL paths ship the same texts (the root loader then need not run again). Each page
 * ships exactly the texts it renders (decision 0025), so only the same page keeps them.
 */
export function sameTexts(a: string, b: string): boolean {
  const x = pageAt(a);
  return !!x && x === pageAt(b);
}
