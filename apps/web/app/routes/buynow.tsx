import type { Route } from './+types/buynow';
import { pageMeta } from '../lib/meta';
import { checkoutRouteAction, checkoutRouteLoader } from '../features/commerce/checkout-route.server';
import { CheckoutPage } from '../features/commerce/checkout-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.buynow', { noindex: true });

export const loader = (args: Route.LoaderArgs) => checkoutRouteLoader(args, 'buy_now');

export const action = (args: Route.ActionArgs) => checkoutRouteAction(args);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage kind="buy_now" loaderData={loaderData} actionData={actionData} />;
}
