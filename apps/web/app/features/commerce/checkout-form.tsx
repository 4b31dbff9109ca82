import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { Address } from '@fardin/core/contract-accounts';
import type { CheckoutOptions, Quote } from '@fardin/core/contract-commerce';
import {
  DELIVERIES,
  PAYMENT_TYPES,
  TRANSPORTS,
  type Delivery,
  type PaymentType,
  type Transport,
} from '@fardin/core/commerce-values';
import { formatUsdKhr } from '@fardin/core/money';
import type { AddressFieldsResult } from '../../components/ui/address-fields';
import { useT } from '../../i18n/i18n-context';
import { ProductImage } from '../../components/ui/product-image';
import { ADDRESS_FORM_ID, ShippingFields, type PickupPlace } from './checkout-fields';
import { PaymentFields } from './payment-fields';
import { missingTransferFields, preselectedAccount, walletShortfall } from './transfer-account';
import { answerText, type ErrorTexts } from '../../lib/error-texts';
import { TranslatedText } from '../../components/ui/translated-text';

// The KHQR dialog's code loads only when the shopper pays by KHQR on this page.
const KhqrDialog = lazy(() => import('./khqr-dialog'));

export type CheckoutTarget =
  | { kind: 'cart'; type: string; items: number[] }
  | { kind: 'buy_now'; type: string; product_id: string; quantity: number; variant: string; country: string };

export interface CheckoutFormProps {
  title: string;
  target: CheckoutTarget;
  quote: Quote | null;
  /** The first quote's refusal, already in the page's language. */
  quoteError: string | null;
  /** Texts of the codes this page's script may meet (re-quotes, KHQR, receipt upload). */
  errorTexts: ErrorTexts;
  options: CheckoutOptions;
  addresses: Address[];
  idempotencyKey: string;
  /** The refused order, already in the page's language. */
  actionError?: string | undefined;
  /** A refused inline address (checkout without a saved address), in the page's language. */
  addressResult?: AddressFieldsResult | undefined;
  /** The warehouse a pickup goes to, and the map tiles. */
  pickup: PickupPlace;
  tileUrl: string;
  /** Riel per dollar (back office settings): riel shown beside dollars; null shows dollars alone. */
  khrPerUsd: number | null;
}

/** The checkout of one cart group or one buy-now item: shipping, payment, totals, then the order. */
export function CheckoutForm(props: CheckoutFormProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const payloadRef = useRef<HTMLInputElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const defaultAddress =
    props.addresses.find((a) => a.default) ??
    props.addresses.find((a) => a.name.toLowerCase() === 'home') ??
    props.addresses[0];
  // The quote names the first mode the goods' country offers; the shopper picks among its modes.
  const [transport, setTransport] = useState<Transport | null>(props.quote?.transport ?? null);
  const [delivery, setDelivery] = useState<Delivery>('direct');
  const [address, setAddress] = useState(defaultAddress ? String(defaultAddress.id) : 'Home');
  const [paymentType, setPaymentType] = useState<PaymentType>('cod');
  // The shop's only transfer account is chosen already (the wallet's top-up does the same).
  const [bankType, setBankType] = useState(() => preselectedAccount(props.options.bank_accounts));
  const [receiptUrl, setReceiptUrl] = useState('');
  const [note, setNote] = useState('');
  const [quote, setQuote] = useState<Quote | null>(props.quote);
  const [quoteError, setQuoteError] = useState(props.quoteError);
  const [khqrOpen, setKhqrOpen] = useState(false);
  // Set by a tap on the order button while the transfer lacks parts: what it lacks is then said,
  // all at once, and each message goes once the shopper has done it (another payment: all go).
  const [triedTransfer, setTriedTransfer] = useState(false);
  useEffect(() => setTriedTransfer(false), [paymentType]);
  const missing =
    triedTransfer && paymentType === 'bankTransfer' ? missingTransferFields({ bankType, receiptUrl }) : [];
  const first = useRef(true);

  // A choice tapped before the page hydrated stays checked in the page while the state still holds
  // the default: take it over once, so the order is placed as the shopper sees it (never a cash
  // order for a shopper who picked KHQR on a slow phone).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const picked = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
      const value = form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value;
      return allowed.find((a) => a === value);
    };
    const pickedPayment = picked('payment_type', PAYMENT_TYPES);
    const pickedTransport = picked('transport', TRANSPORTS);
    const pickedDelivery = picked('delivery', DELIVERIES);
    const pickedBank = picked(
      'payment_method',
      props.options.bank_accounts.map((b) => b.code),
    );
    if (pickedPayment) setPaymentType(pickedPayment);
    if (pickedTransport) setTransport(pickedTransport);
    if (pickedDelivery) setDelivery(pickedDelivery);
    if (pickedBank) setBankType(pickedBank);
    // Only the first render's page can hold choices made before hydration.
  }, []);

  const base = useMemo(() => {
    const target = props.target;
    const common = { type: target.type, transport: transport ?? undefined, delivery, address, note: note || undefined };
    return target.kind === 'cart'
      ? { ...common, items: target.items }
      : {
          ...common,
          checkout_type: 'buy_now',
          product_id: target.product_id,
          quantity: target.quantity,
          variant_option_id: target.variant || undefined,
          country: target.country || undefined,
        };
  }, [props.target, transport, delivery, address, note]);

  // The totals answer what the page asked last: while a re-quote is on its way they show as
  // updating and the order waits, so no one reads or places a total that is about to change.
  const quoteKey = JSON.stringify({ ...base, payment_type: paymentType });
  const [answeredKey, setAnsweredKey] = useState(quoteKey);
  const requoting = answeredKey !== quoteKey;

  // The server quotes the fee and totals whenever shipping or the payment type changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/checkout/quote?lang=${t.locale}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...base, payment_type: paymentType }),
          signal: controller.signal,
        });
        const body: unknown = await res.json();
        // The server checks its answer against the contract; the browser reads it (issue 28).
        const data = (body as { data?: Quote } | null)?.data;
        if (res.ok && data && typeof data.grand_total === 'number') {
          setQuote({ ...data, modes: data.modes ?? [] });
          if (data.transport) setTransport(data.transport);
          setQuoteError(null);
        } else setQuoteError(answerText(props.errorTexts, body, t('commerce.khqr.error')));
        setAnsweredKey(quoteKey);
      } catch {
        if (controller.signal.aborted) return;
        setQuoteError(t('commerce.khqr.error'));
        setAnsweredKey(quoteKey);
      }
    }, 250);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [base, paymentType, quoteKey, t, props.errorTexts]);

  const payload = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      ...base,
      payment_type: paymentType,
      payment_method:
        paymentType === 'bankTransfer' ? bankType || undefined : paymentType === 'khqr' ? 'wing' : undefined,
      image_url: paymentType === 'bankTransfer' ? receiptUrl || undefined : undefined,
      grand_total: quote?.grand_total,
      ...extra,
    });

  const busy = submitting;
  // Home delivery needs a saved address (the server refuses it too): add one above or pick up.
  const needsAddress = delivery === 'direct' && props.addresses.length === 0;
  // Anakut Cash short of the total: the payment fields offer a top-up; no order bound to be refused.
  const walletShort =
    paymentType === 'anakut' && !!quote && walletShortfall(quote.grand_total, props.options.wallet_balance) > 0;
  const errorLines = props.actionError ? [props.actionError] : missing.map((key) => t(key));
  const errorText = errorLines.join(' ');
  // A refused order re-quotes on the reloaded page: the same reason is shown once, as the error.
  const shownQuoteError = quoteError && quoteError !== errorText ? quoteError : null;

  return (
    <>
      {/* The inline address fields post here (a document POST; the page reloads with the address). */}
      <form id={ADDRESS_FORM_ID} method="post" noValidate hidden />
      <Form
        ref={formRef}
        method="post"
        reloadDocument
        className="mx-auto w-full max-w-3xl space-y-3 p-3 md:p-6"
        onSubmit={(event) => {
          // The spec's bank transfer checks, before the post (the server checks them again).
          const lacking = paymentType === 'bankTransfer' ? missingTransferFields({ bankType, receiptUrl }) : [];
          setTriedTransfer(lacking.length > 0);
          if (lacking.length > 0) event.preventDefault();
          else if (walletShort) event.preventDefault();
          else if (paymentType === 'khqr') {
            event.preventDefault();
            if (quote) setKhqrOpen(true);
          } else setSubmitting(true);
        }}
      >
        <h1 className="text-xl font-bold text-primary">{props.title}</h1>
        <input ref={payloadRef} type="hidden" name="payload" value={payload()} />
        <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
        <section className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-2 font-bold">{t('commerce.checkout.items')}</h2>
          <ul className="divide-y">
            {(quote?.lines ?? []).map((line) => (
              <li
                key={`${line.product_id}-${line.variant ?? ''}`}
                className="flex gap-3 py-2"
                data-testid="checkout-line"
              >
                <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg">
                  <ProductImage src={line.image || '/favicon.svg'} alt="" width={56} />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <TranslatedText
                    text={line.title}
                    original={line.title_original}
                    className="line-clamp-2"
                    testId="line-title"
                  />
                  {line.variant && <p className="text-xs text-gray-500">{line.variant}</p>}
                  <p className="text-gray-600">
                    {formatUsdKhr(line.price_usd, props.khrPerUsd)} × {line.quantity}
                  </p>
                  <p className="text-right font-semibold" data-testid="checkout-line-subtotal">
                    {formatUsdKhr(line.subtotal_usd, props.khrPerUsd)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <ShippingFields
          modes={quote?.modes ?? []}
          addresses={props.addresses}
          transport={transport}
          delivery={delivery}
          address={address}
          pickup={props.pickup}
          tileUrl={props.tileUrl}
          addressResult={props.addressResult}
          onTransport={setTransport}
          onDelivery={setDelivery}
          onAddress={setAddress}
        />
        <PaymentFields
          errorTexts={props.errorTexts}
          options={props.options}
          amount={quote?.grand_total}
          paymentType={paymentType}
          bankType={bankType}
          receiptUrl={receiptUrl}
          onPaymentType={setPaymentType}
          onBankType={setBankType}
          onReceipt={setReceiptUrl}
        />
        <label className="block rounded-2xl bg-white p-4 text-sm shadow-sm">
          <span className="mb-1 block font-bold">{t('commerce.checkout.note')}</span>
          <textarea
            name="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            rows={2}
            className="w-full rounded-lg border border-gray-300 p-2 text-base"
          />
        </label>
        {(quote || shownQuoteError) && (
          <section
            className={`space-y-1 rounded-2xl bg-white p-4 shadow-sm transition-opacity ${requoting ? 'opacity-60' : ''}`}
            aria-busy={requoting}
            data-testid="checkout-totals"
          >
            {quote && (
              <>
                <Row label={t('commerce.checkout.subtotal')} value={formatUsdKhr(quote.subtotal, props.khrPerUsd)} />
                <Row
                  label={t('commerce.checkout.shippingFee')}
                  value={
                    quote.condition === 'pending'
                      ? t('commerce.ship.whenWeighed')
                      : formatUsdKhr(quote.shipping_fee, props.khrPerUsd)
                  }
                  testId="shipping-fee"
                />
                {quote.discount > 0 && (
                  <Row
                    label={`${t('commerce.checkout.discount')} (${quote.discount_percent}%)`}
                    value={`-${formatUsdKhr(quote.discount, props.khrPerUsd)}`}
                    testId="discount"
                  />
                )}
                <Row
                  label={t('commerce.checkout.grandTotal')}
                  value={formatUsdKhr(quote.grand_total, props.khrPerUsd)}
                  strong
                  testId="grand-total"
                />
                {quote.condition === 'pending' && (
                  <p className="pt-1 text-xs text-gray-500" data-testid="fee-note">
                    {t('commerce.ship.whenWeighedNote')}
                  </p>
                )}
              </>
            )}
            {shownQuoteError && (
              <p className="text-sm text-error" data-testid="quote-error">
                {shownQuoteError}
              </p>
            )}
          </section>
        )}
        {errorLines.length > 0 && (
          <div
            role="alert"
            className="space-y-1 rounded-lg bg-error/10 px-3 py-2 text-sm text-error"
            data-testid="checkout-error"
          >
            {errorLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {needsAddress && (
          <p className="text-sm text-gray-600" data-testid="needs-address">
            {t('commerce.ship.noAddress')}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || !quote || requoting || needsAddress || walletShort}
          className="w-full rounded-full bg-primary py-3 font-semibold text-white disabled:opacity-50"
          data-testid="place-order"
        >
          {busy
            ? t('commerce.checkout.working')
            : paymentType === 'khqr'
              ? t('commerce.checkout.payKhqr')
              : t('commerce.checkout.placeOrder')}
        </button>
        {khqrOpen && quote && (
          <Suspense fallback={null}>
            <KhqrDialog
              amount={quote.grand_total}
              errorTexts={props.errorTexts}
              intervalMs={props.options.poll_interval_ms}
              maxAttempts={props.options.poll_max_attempts}
              onClose={() => setKhqrOpen(false)}
              onPaid={(reference, qrUrl) => {
                setKhqrOpen(false);
                setSubmitting(true);
                // A document POST (no client routing): the order page loads with fresh badges.
                if (payloadRef.current)
                  payloadRef.current.value = payload({ payment_reference: reference, image_url: qrUrl });
                formRef.current?.submit();
              }}
            />
          </Suspense>
        )}
      </Form>
    </>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between ${strong ? 'border-t pt-2 text-lg font-bold text-primary' : 'text-sm'}`}>
      <span>{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
}
