import { Form } from 'react-router';
import { isSystemNote, systemNoteText } from '@fardin/core/system-notes';
import type { AdminOrderDetail } from '@fardin/core/contract-admin';
import { canMoveOrder, ORDER_STAGES, type OrderStage } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import { codeText } from './code-text';
import { QualityCheckDecision, QualityCheckForm } from './quality-check-form';
import { ActionButton, AdminPage, Card, inputClass, Notice, Submit, usd, when } from './ui';
import { Field } from '../../components/ui/form-field';
import { OrderLineJourney } from './order-lines';
import { OrderLedger } from '../../components/ui/order-ledger';
import { adminOrderLine, type AdminLineJourney, type LedgerRow } from '../../lib/operations-types';
import { Theirs } from '../../components/ui/their-words';

export function OrderDetailView({
  order,
  result,
}: {
  order: AdminOrderDetail & { journey: AdminLineJourney[]; ledger: LedgerRow[]; balance_due: number };
  result?: { ok: boolean; message: string; done?: string | null } | undefined;
}) {
  const t = useT();
  const stage = order.stage as OrderStage;
  const code = codeText(t);
  const paymentTypeText = (p: string) => code('paymentType', p);
  const payStatusText = (p: string) => code('payStatus', p);
  const transportText = (p: string) => code('transport', p);
  const stageText = (s: string) => code('stage', s);
  const next = ORDER_STAGES.filter((s) => s !== 'cancelled' && canMoveOrder(stage, s));
  return (
    <AdminPage title={t('admin.order', { id: order.id })}>
      <Notice result={result} />
      <div className="grid gap-3 md:grid-cols-2">
        <Card>
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt className="text-gray-600">{t('admin.customer')}</dt>
            <dd>
              <Theirs>{order.user_name}</Theirs> · {order.user_phone}
            </dd>
            <dt className="text-gray-600">{t('admin.stage')}</dt>
            <dd data-testid="order-stage" data-stage={order.stage}>
              {t(`commerce.stage.${stage}`)}
            </dd>
            <dt className="text-gray-600">{t('admin.paymentStatus')}</dt>
            <dd>
              {paymentTypeText(order.payment_type)} / {payStatusText(order.payment_status)}
            </dd>
            <dt className="text-gray-600">{t('admin.store')}</dt>
            <dd>
              {order.store.charAt(0).toUpperCase() + order.store.slice(1)} · {transportText(order.transport)}
            </dd>
            <dt className="text-gray-600">{t('admin.total')}</dt>
            <dd className="font-semibold">{usd(order.total)}</dd>
            <dt className="text-gray-600">{t('admin.date')}</dt>
            <dd>{when(order.date)}</dd>
          </dl>
          <p className="mt-2 text-sm text-gray-700">
            {order.delivery === 'warehouse' ? t('commerce.checkout.warehouse') : <Theirs>{order.address}</Theirs>}
          </p>
          {order.note && (
            <p className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm" data-testid="order-note">
              <span className="font-semibold">{t('admin.checkoutNote')}: </span>
              <span className="whitespace-pre-line break-words" data-user-text="">
                {order.note}
              </span>
            </p>
          )}
          {order.receipt_url && (
            <a href={order.receipt_url} target="_blank" rel="noreferrer" className="mt-2 block">
              <img
                src={order.receipt_url}
                alt={t('admin.receipt')}
                className="max-h-64 rounded border object-contain"
              />
            </a>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 font-semibold">{t('admin.lines')}</h2>
          <ul className="space-y-3 divide-y text-sm">
            {order.lines.map((l) => {
              const journey = adminOrderLine(l, order.journey);
              return (
                <li key={`${l.product_id}-${l.variant ?? ''}`} className="pt-2">
                  <div className="flex gap-2">
                    {l.image && <img src={l.image} alt="" className="h-12 w-12 rounded object-cover" />}
                    <span className="flex-1">
                      <Theirs>
                        {l.product_name}
                        {l.variant ? ` (${l.variant})` : ''}
                      </Theirs>{' '}
                      × {l.quantity}
                    </span>
                    <span>{usd(l.product_price)}</span>
                  </div>
                  {journey && <OrderLineJourney line={journey} />}
                  {l.check && <QualityCheckDecision check={l.check} />}
                  {/* At the warehouse (received, or checked again): recording the check moves the line to checked. */}
                  {(journey
                    ? journey.state === 'received' || journey.state === 'checked'
                    : stage === 'overseas_warehouse') &&
                    l.id !== undefined && <QualityCheckForm lineId={l.id} check={l.check} />}
                </li>
              );
            })}
          </ul>
        </Card>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {next.length > 0 && (
          <Card>
            <Form method="post" className="space-y-2">
              <Field look="compact" label={t('admin.moveStage')}>
                <select name="stage" className={inputClass} defaultValue={next[0]}>
                  {next.map((s) => (
                    <option key={s} value={s}>
                      {/* A COD order is not paid when staff confirm it: the stage's move says so. */}
                      {s === 'paid' && order.payment_type === 'cod' ? t('admin.confirmCod') : t(`commerce.stage.${s}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field look="compact" label={t('admin.noteForShopper')}>
                <textarea name="note" rows={2} className={inputClass} />
              </Field>
              <Submit label={t('admin.move')} intent="stage" />
            </Form>
          </Card>
        )}
        <Card>
          <Form method="post" className="space-y-2">
            <h2 className="font-semibold">{t('admin.references')}</h2>
            <Field look="compact" label={t('admin.marketplaceNo')}>
              <input
                name="marketplace_order_no"
                defaultValue={order.marketplace_order_no ?? ''}
                className={inputClass}
              />
            </Field>
            <Field look="compact" label={t('admin.trackingNo')}>
              <input name="tracking_no" defaultValue={order.tracking_no ?? ''} className={inputClass} />
            </Field>
            <Submit label={t('admin.save')} intent="references" />
          </Form>
        </Card>
        <Card className="space-y-3">
          {canMoveOrder(stage, 'cancelled') && (
            <Form method="post" className="space-y-2">
              <Field look="compact" label={t('admin.reason')}>
                <input name="reason" required className={inputClass} />
              </Field>
              <Submit label={t('admin.cancel')} intent="cancel" tone="danger" />
            </Form>
          )}
          {(order.payment_status === 'paid' || order.payment_status === 'refunded') && (
            <ActionButton intent="refund" label={t('admin.refund')} values={{}} tone="secondary" />
          )}
        </Card>
      </div>
      <OrderLedger rows={order.ledger} balanceDue={order.balance_due} money={usd} />
      <Card>
        <h2 className="mb-2 font-semibold">{t('admin.timeline')}</h2>
        <ol className="space-y-1 text-sm">
          {order.timeline.map((e) => (
            <li key={`${e.stage}-${e.date}`}>
              <span className="font-medium">{stageText(e.stage)}</span> · {when(e.date)}
              {e.note && (
                <>
                  {' — '}
                  <span data-user-text={isSystemNote(e.note) ? undefined : ''}>{systemNoteText(e.note, t.locale)}</span>
                </>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </AdminPage>
  );
}
