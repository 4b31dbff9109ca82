import { Form, Link } from 'react-router';
import type { PurchasingGroup } from '../../lib/operations-types';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { AdminPage, Card, Empty, inputClass, Notice, Submit, usd } from './ui';
import { Theirs } from '../../components/ui/their-words';

const CURRENCIES = ['CNY', 'USD', 'JPY', 'KRW', 'THB', 'VND'] as const;

/** The currency a marketplace sells in, as the price field's first guess. */
function currencyOf(marketplace: string): string {
  const m = marketplace.toLowerCase();
  if (m.includes('amazon') && m.includes('jp')) return 'JPY';
  if (m === 'fardin' || m.includes('amazon') || m.includes('ebay')) return 'USD';
  return 'CNY';
}

/** A store code as its name (`taobao` -> `Taobao`); a seller's own name is kept as written. */
function storeName(code: string): string {
  return /^[a-z0-9]+$/.test(code) ? code.charAt(0).toUpperCase() + code.slice(1) : code;
}

function Group({ group }: { group: PurchasingGroup }) {
  const t = useT();
  const currency = currencyOf(group.marketplace);
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold" data-testid="purchase-group-title">
        {storeName(group.marketplace)} ·{' '}
        {group.seller ? <Theirs>{storeName(group.seller)}</Theirs> : t('admin.ops.sellerUnknown')}
      </h2>
      {/* One purchase per seller: tick the lines bought in one marketplace order, then record it. */}
      <Form method="post" className="space-y-3" data-testid="purchase-group">
        <ul className="divide-y divide-gray-200">
          {group.lines.map((line) => {
            const late = line.overdue;
            return (
              <li
                key={line.line_id}
                className="space-y-2 py-2 text-sm"
                data-testid="queue-line"
                data-line-id={line.line_id}
              >
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name="line_id"
                    value={line.line_id}
                    className="mt-1 h-5 w-5 shrink-0"
                    aria-label={t('admin.ops.select')}
                    data-testid="queue-select"
                  />
                  {line.image && <img src={line.image} alt="" className="h-12 w-12 shrink-0 rounded object-cover" />}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">
                      <Theirs>
                        {line.title}
                        {line.variant ? ` (${line.variant})` : ''}
                      </Theirs>
                    </span>
                    <span className="block text-gray-700">
                      {t('admin.ops.paid', { price: usd(line.unit_price), qty: line.quantity })}
                    </span>
                    <span className="block text-gray-700" data-user-text="">
                      {line.customer_name}
                    </span>
                    {line.note && (
                      <span className="block text-gray-700">
                        {t('admin.ops.shopperNote')}: <Theirs>{line.note}</Theirs>
                      </span>
                    )}
                  </span>
                </label>
                <div className="flex flex-wrap items-center gap-2 pl-7">
                  <span
                    className={`rounded px-1.5 py-0.5 text-xs font-semibold ${late ? 'bg-red-100 text-red-900' : 'bg-gray-100 text-gray-800'}`}
                    data-testid="queue-age"
                  >
                    {t('admin.ops.paidAgo', { hours: Math.floor(line.hours_since_payment) })}
                    {late ? ` · ${t('admin.ops.late')}` : ''}
                  </span>
                  <Link to={`/admin/orders/${line.order_id}`} className="text-xs underline">
                    {t('admin.ops.openOrder', { id: line.order_id })}
                  </Link>
                </div>
                <div className="grid grid-cols-[1fr_6rem] gap-2 pl-7">
                  <Field look="compact" label={t('admin.ops.unitPrice')}>
                    <input
                      name={`price_${line.line_id}`}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0.01"
                      className={inputClass}
                      data-testid="queue-price"
                    />
                  </Field>
                  <Field look="compact" label={t('admin.ops.currency')}>
                    <select name={`currency_${line.line_id}`} defaultValue={currency} className={inputClass}>
                      {CURRENCIES.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-2 border-t border-gray-200 pt-3 sm:grid-cols-2">
          <Field look="compact" label={t('admin.ops.seller')}>
            <input
              name="seller"
              required
              defaultValue={group.seller}
              className={inputClass}
              data-testid="purchase-seller"
            />
          </Field>
          <Field look="compact" label={t('admin.ops.marketplaceNo')}>
            <input name="marketplace_order_no" required className={inputClass} data-testid="purchase-no" />
          </Field>
        </div>
        <Submit label={t('admin.ops.recordPurchase')} intent="purchase" />
      </Form>
    </Card>
  );
}

/** /admin/purchasing: paid lines to buy, by marketplace and seller, oldest first (OPERATIONS.md 1). */
export function PurchasingView({
  groups,
  result,
}: {
  groups: PurchasingGroup[];
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.ops.queueTitle')}>
      <p className="text-sm text-gray-700">{t('admin.ops.queueIntro')}</p>
      {result?.ok ? (
        <p role="status" className="rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900">
          {t('admin.ops.purchased')}
        </p>
      ) : (
        <Notice result={result} />
      )}
      {groups.length === 0 ? (
        <Empty />
      ) : (
        groups.map((group) => <Group key={`${group.marketplace}|${group.seller}`} group={group} />)
      )}
    </AdminPage>
  );
}
