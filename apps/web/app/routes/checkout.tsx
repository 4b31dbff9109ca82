import type { Route } from './+types/checkout';
import { pageMeta } from '../lib/meta';
import { requireViewer } from '../lib/auth-guard.server';
import { checkoutAction, loadCheckout, targetFromUrl } from '../features/commerce/checkout-route.server';
import { CheckoutForm } from '../features/commerce/checkout-form';
import { useT } from '../i18n/i18n-context';
import { useRootData } from '../root';
import { pickText } from '@fardin/core/i18n-text';
import { PHNOM_PENH } from '@fardin/core/constants';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.checkout', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return loadCheckout(request, context, targetFromUrl(request, 'cart'));
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  return checkoutAction(request, context);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  if (!loaderData.target) return <p className="p-8 text-center text-gray-600">{t('commerce.checkout.nothing')}</p>;
  const contact = root?.contact;
  const pickup = { address: contact ? pickText(contact.address, t.locale) : '', lat: contact?.warehouse.lat ?? PHNOM_PENH.lat, lng: contact?.warehouse.lng ?? PHNOM_PENH.lng };
  return <CheckoutForm title={t('commerce.checkout.title')} {...loaderData} target={loaderData.target} actionError={actionData?.message} addressResult={actionData?.addressResult} pickup={pickup} tileUrl={root?.site.mapTileUrl ?? ''} />;
}
