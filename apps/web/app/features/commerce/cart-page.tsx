import { Form, Link, useFetcher } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { formatUsdKhr, fromCents, toCents } from '@fardin/core/money';
import type { CartAnswer, CartLine } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import { ProductImage } from '../../components/ui/product-image';
import type { CommerceResult } from './cart-action.server';
import { TranslatedText } from '../../components/ui/translated-text';

function QuantityControl({ line }: { line: CartLine }) {
  const t = useT();
  const fetcher = useFetcher<CommerceResult>();
  // Optimistic: show the quantity being sent; the server's answer settles it.
  const pending = fetcher.formData?.get('quantity');
  const quantity = typeof pending === 'string' ? Number(pending) : line.quantity;
  const set = (value: number) =>
    fetcher.submit({ intent: 'update', id: String(line.id), quantity: String(value) }, { method: 'post' });
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className="rounded-full border p-1.5 disabled:opacity-40"
        disabled={quantity <= 1}
        onClick={() => set(quantity - 1)}
        aria-label={t('commerce.cart.decrease')}
      >
        <Icon name="minus" size={14} />
      </button>
      <span
        className="w-8 text-center tabular-nums"
        data-testid="cart-quantity"
        aria-label={t('commerce.cart.quantity')}
      >
        {quantity}
      </span>
      <button
        type="button"
        className="rounded-full border p-1.5"
        onClick={() => set(quantity + 1)}
        aria-label={t('commerce.cart.increase')}
      >
        <Icon name="plus" size={14} />
      </button>
      {fetcher.data && !fetcher.data.ok && <span className="ml-2 text-xs text-error">{fetcher.data.message}</span>}
    </div>
  );
}

function CartLineRow({ line, khrPerUsd }: { line: CartLine; khrPerUsd: number | null }) {
  const t = useT();
  const remover = useFetcher();
  if (remover.state !== 'idle') return null;
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      <div className="h-18 w-18 shrink-0 overflow-hidden rounded-lg">
        <ProductImage src={line.image || '/favicon.svg'} alt="" width={72} />
      </div>
      <div className="min-w-0 flex-1">
        <TranslatedText
          text={line.title}
          original={line.title_original}
          className="line-clamp-2 text-sm"
          testId="line-title"
        />
        {line.variant_name && <p className="text-xs text-gray-500">{line.variant_name}</p>}
        <p className="mt-1 font-semibold text-secondary" data-testid="cart-price">
          {formatUsdKhr(line.price_usd, khrPerUsd)}
        </p>
        {line.stock != null && line.stock < line.quantity && (
          <p className="text-xs font-semibold text-error" data-testid="cart-stock">
            {line.stock <= 0 ? t('commerce.cart.soldOut') : t('commerce.cart.onlyLeft', { n: line.stock })}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between">
          <QuantityControl line={line} />
          <remover.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={line.id} />
            <input type="hidden" name="type" value={line.type} />
            <button
              type="submit"
              className="rounded-full p-2 text-gray-500 hover:bg-gray-100"
              aria-label={t('commerce.cart.remove')}
            >
              <Icon name="trash-2" size={18} />
            </button>
          </remover.Form>
        </div>
      </div>
    </li>
  );
}

/** /my-cart: one card per provider, subtotal in USD and a checkout per group. */
export function CartPage({
  cart,
  storeNames,
  khrPerUsd,
}: {
  cart: CartAnswer;
  storeNames: Record<string, string>;
  khrPerUsd: number | null;
}) {
  const t = useT();
  const groups = Object.entries(cart.data).filter(([, lines]) => lines.length > 0);
  return (
    <section className="mx-auto w-full max-w-3xl space-y-4 p-3 md:p-6">
      <h1 className="text-xl font-bold text-primary">{t('commerce.cart.title')}</h1>
      {groups.length === 0 && (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm" data-testid="cart-empty">
          <p className="text-gray-600">{t('commerce.cart.empty')}</p>
          <Link to={t.link('/')} className="mt-4 inline-block rounded-full bg-primary px-5 py-2 text-white">
            {t('commerce.cart.browse')}
          </Link>
        </div>
      )}
      {groups.map(([store, lines]) => {
        const subtotal = lines.reduce((sum, l) => sum + toCents(l.subtotal_usd), 0);
        const items = lines.map((l) => l.id).join(',');
        return (
          <article key={store} className="rounded-2xl bg-white p-4 shadow-sm" data-testid={`cart-group-${store}`}>
            <h2 className="font-bold">
              {storeNames[store] ?? store}{' '}
              <span className="text-sm font-normal text-gray-500">
                · {t('commerce.cart.items', { n: lines.length })}
              </span>
            </h2>
            <ul className="divide-y">
              {lines.map((line) => (
                <CartLineRow key={line.id} line={line} khrPerUsd={khrPerUsd} />
              ))}
            </ul>
            <div className="mt-3 border-t pt-3">
              <div className="flex justify-between font-semibold">
                <span>{t('commerce.cart.subtotal')}</span>
                <span data-testid="cart-subtotal">{formatUsdKhr(fromCents(subtotal), khrPerUsd)}</span>
              </div>
              <p className="text-xs text-gray-500">{t('commerce.cart.subtotalNote')}</p>
              <Form method="get" action={t.link('/checkout')} className="mt-3" reloadDocument>
                <input type="hidden" name="type" value={store} />
                <input type="hidden" name="items" value={items} />
                <button type="submit" className="w-full rounded-full bg-primary py-3 font-semibold text-white">
                  {t('commerce.cart.checkout')}
                </button>
              </Form>
            </div>
          </article>
        );
      })}
    </section>
  );
}
