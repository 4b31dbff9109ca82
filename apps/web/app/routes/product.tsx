import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { defaultCountry, detailAnswerSchema } from '@fardin/core/contract-catalogue';
import { STORE_CODES } from '@fardin/core/contract-foundation';
import { landedAnswerSchema } from '@fardin/core/contract-delivery';
import { wishlistAnswerSchema } from '@fardin/core/contract-commerce';
import { z } from 'zod';
import { splitLocalePath } from '@fardin/core/locale';
import type { Route } from './+types/product';
import { apiCall, apiGetOptional } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { ProductPage } from '../features/catalogue/product-page';
import { landedPath } from '../features/catalogue/landed-cost';
import type { MissingProduct } from '../features/catalogue/product-missing';
import { ProductMissing as ServerMissing } from '../features/catalogue/product-missing.ssr-only';
import { missingProductWords } from '@fardin/core/missing-product-words';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = params.marketplace;
  const id = params.id;
  if (!(STORE_CODES as readonly string[]).includes(store) || !id || !/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw data(null, { status: 404 });
  const url = new URL(request.url);
  const rawCountry = url.searchParams.get('country') ?? '';
  const country = /^[A-Za-z]{2,8}$/.test(rawCountry) ? rawCountry : defaultCountry(store);
  const { locale } = splitLocalePath(url.pathname);
  // Canonical, og:url, JSON-LD and the share link: on PUBLIC_URL, never the request's Host (issue 24).
  const pageUrl = `${context.publicUrl}${url.pathname}${url.search}`;
  // Title, option names and values in the page's language; the source's beside them (decision 0021).
  const detail = await apiCall(
    context,
    `/api/${store}?api=item_detail_simple&num_iid=${encodeURIComponent(id)}&country=${encodeURIComponent(country)}&lang=${locale}`,
    {},
    detailAnswerSchema,
  );
  if (!detail.ok && detail.status === 404) {
    // Not a bare 404: what the shopper can do instead (issue 15 item 8). Only http(s) links are shown.
    const pasted = url.searchParams.get('link') ?? '';
    const link = /^https?:\/\//i.test(pasted) && pasted.length <= 2000 ? pasted : '';
    // Words only: the title read from the shared text, else the link's slug; never the bare id (issue 29 item 3).
    const title = (url.searchParams.get('title') ?? '').slice(0, 300);
    const missing: MissingProduct = { store, id, country, link, words: missingProductWords({ title, link }) };
    return data({ missing, product: null, title: '', url: pageUrl, landed: null, savedId: null }, { status: 404 });
  }
  if (!detail.ok) throw data(null, { status: detail.status === 422 ? 404 : 502 });
  const product = detail.data.result.item;
  // Own stock (fardin) is already in Cambodia: no landed-cost estimate; unknown source countries answer 422 -> hidden.
  const [landed, wishlist] = await Promise.all([
    product.store === 'fardin' || product.price_usd === null
      ? null
      : apiGetOptional(
          context,
          landedPath({
            country: product.country,
            store: product.store,
            category: product.category,
            priceUsd: product.price_usd,
            quantity: 1,
          }),
          z.object({ data: landedAnswerSchema }),
        ),
    // A signed-in shopper's heart shows whether this product is saved (issue 15 item 9).
    context.token
      ? apiGetOptional(context, `/api/wishlist?type=${encodeURIComponent(product.store)}`, wishlistAnswerSchema)
      : null,
  ]);
  const savedId =
    wishlist?.data[product.store]?.find((item) => item.product_id === product.num_iid)?.wishlist_id ?? null;
  return { missing: null, product, title: product.title, url: pageUrl, landed: landed?.data ?? null, savedId };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.data;
  if (!loaded?.product) return pageMeta(args, 'page.product', { noindex: true });
  const description = `${loaded.title} — ${loaded.product.original_title}`.slice(0, 160);
  return [
    ...pageMeta(args, { text: loaded.title }, { description }),
    { property: 'og:type', content: 'product' },
    { property: 'og:image', content: new URL(loaded.product.pic, loaded.url).href },
    { property: 'og:url', content: loaded.url },
    { tagName: 'link', rel: 'canonical', href: loaded.url },
  ];
};

/**
 * The missing-product view and its link helpers load only when that view shows (decision 0060,
 * addendum 2): the server renders it in place (no JavaScript needed, its links are plain links),
 * the browser hydrates it once its chunk is there.
 */
const ProductMissing = import.meta.env.SSR
  ? ServerMissing
  : lazy(() => import('../features/catalogue/product-missing').then((m) => ({ default: m.ProductMissing })));

export default function Page({ loaderData }: Route.ComponentProps) {
  if (!loaderData.product)
    return loaderData.missing ? (
      <Suspense>
        <ProductMissing missing={loaderData.missing} />
      </Suspense>
    ) : null;
  return (
    <ProductPage
      key={`${loaderData.product.store}-${loaderData.product.num_iid}`}
      product={loaderData.product}
      title={loaderData.title}
      url={loaderData.url}
      landed={loaderData.landed}
      savedId={loaderData.savedId}
    />
  );
}
