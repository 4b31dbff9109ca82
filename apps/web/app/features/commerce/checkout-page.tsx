import { Link } from 'react-router';
import { pickText } from '@fardin/core/i18n-text';
import { PHNOM_PENH } from '@fardin/core/map-view';
import type { AddressFieldsResult } from '../../components/ui/address-fields';
import { useT } from '../../i18n/i18n-context';
import { useRootData } from '../../lib/root-data';
import { CheckoutForm, type CheckoutFormProps, type CheckoutTarget } from './checkout-form';

/** What the checkout loader gives the page (`loadCheckout`): the form's data, the target null when the URL names none. */
export type CheckoutPageData = Omit<
  CheckoutFormProps,
  'title' | 'target' | 'actionError' | 'addressResult' | 'pickup' | 'tileUrl'
> & { target: CheckoutTarget | null };

/**
 * The page of /checkout (a cart group) and /buynow (one item): the same form under its own title,
 * with the warehouse (pickup) and map tiles of the shop's settings.
 */
export function CheckoutPage({
  kind,
  loaderData,
  actionData,
}: {
  kind: CheckoutTarget['kind'];
  loaderData: CheckoutPageData;
  actionData?: { message?: string | undefined; addressResult?: AddressFieldsResult | undefined } | undefined;
}) {
  const t = useT();
  const root = useRootData();
  if (!loaderData.target) {
    // Nothing to pay for (an emptied cart, an old buy-now link): the page offers the way back.
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm" data-testid="checkout-nothing">
        <p className="text-gray-600">{t('commerce.checkout.nothing')}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link
            to={t.link('/my-cart')}
            className="inline-block rounded-full border border-primary px-5 py-2 text-primary"
          >
            {t('header.cart')}
          </Link>
          <Link to={t.link('/')} className="inline-block rounded-full bg-primary px-5 py-2 text-white">
            {t('commerce.cart.browse')}
          </Link>
        </div>
      </div>
    );
  }
  const title = kind === 'buy_now' ? t('commerce.checkout.buyNowTitle') : t('commerce.checkout.title');
  if (!loaderData.quote && loaderData.quoteError) {
    // The items cannot be checked out as they are (already ordered from another tab, sold out, gone):
    // the reason first and the ways back, never an empty form (decision 0023's honest checkout).
    return (
      <section className="mx-auto w-full max-w-3xl space-y-3 p-3 md:p-6">
        <h1 className="text-xl font-bold text-primary">{title}</h1>
        <div className="rounded-2xl bg-white p-5 shadow-sm" data-testid="checkout-blocked">
          <h2 className="font-bold">{t('commerce.checkout.blocked')}</h2>
          <p role="alert" className="mt-2 text-error" data-testid="checkout-error">
            {actionData?.message ?? loaderData.quoteError}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={t.link('/my-cart')} className="rounded-full bg-primary px-5 py-2 font-semibold text-white">
              {t('header.cart')}
            </Link>
            <Link
              to={t.link('/account/my-order')}
              className="rounded-full border border-primary px-5 py-2 font-semibold text-primary"
            >
              {t('commerce.order.title')}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  const contact = root?.contact;
  const pickup = {
    address: contact ? pickText(contact.address, t.locale) : '',
    lat: contact?.warehouse.lat ?? PHNOM_PENH.lat,
    lng: contact?.warehouse.lng ?? PHNOM_PENH.lng,
  };
  return (
    <CheckoutForm
      title={title}
      {...loaderData}
      target={loaderData.target}
      actionError={actionData?.message}
      addressResult={actionData?.addressResult}
      pickup={pickup}
      tileUrl={root?.site.mapTileUrl ?? ''}
    />
  );
}
