import { rielRate } from '../lib/riel-rate.server';
import type { Route } from './+types/my-cart';
import { cartAnswerSchema } from '@fardin/core/contract-commerce';
import { pageMeta } from '../lib/meta';
import { apiGet, requestLocale } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { cartAction } from '../features/commerce/cart-action.server';
import { CartPage } from '../features/commerce/cart-page';
import { useRootData } from '../root';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myCart', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const [cart, khrPerUsd] = await Promise.all([
    apiGet(context, `/api/cart?type=external&lang=${requestLocale(request)}`, cartAnswerSchema),
    rielRate(context),
  ]);
  return { cart, khrPerUsd };
}

/** Cart and wishlist changes (also posted here by the product page's buttons). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  return cartAction(request, context, await request.formData());
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const storeNames = Object.fromEntries((root?.stores ?? []).map((s) => [s.code, s.name]));
  return <CartPage cart={loaderData.cart} storeNames={storeNames} khrPerUsd={loaderData.khrPerUsd} />;
}
