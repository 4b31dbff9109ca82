import { Form } from 'react-router';
import type { DayResolution, RiderDay } from '@fardin/core/contract-riders';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { AdminPage, Card, Empty, inputClass, Notice, Submit, usd, when } from './ui';
import { Theirs, TheirWords } from '../../components/ui/their-words';

type Rider = { id: number; name: string; phone: string };

function Figure({ label, value, testId, tone = '' }: { label: string; value: string; testId: string; tone?: string }) {
  return (
    <div className="rounded border border-gray-200 p-2">
      <p className="text-xs text-gray-600">{label}</p>
      <p className={`text-lg font-bold ${tone}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** The ways that fit a difference: a shortfall is paid by the rider or written off, an over-count returned. */
const waysFor = (diff: number): DayResolution[] => (diff > 0 ? ['rider_paid', 'written_off'] : ['returned']);

/** A confirmed day's difference: how it was resolved, or the form to resolve it (decision 0055). */
function Resolution({ day, diff }: { day: RiderDay; diff: number }) {
  const t = useT();
  const r = day.resolution;
  if (r)
    return (
      <div className="rounded border border-green-600 bg-green-50 p-2 text-green-900" data-testid="rider-day-resolved">
        <p className="font-semibold">{t('admin.riderDay.resolved', { how: t(`admin.riderDay.how.${r.how}`) })}</p>
        {r.note && <p>{r.note}</p>}
        <p className="text-xs">
          <TheirWords k="admin.riderDay.resolvedBy" values={{ name: r.by_name, when: when(r.at) }} />
        </p>
      </div>
    );
  const ways = waysFor(diff);
  return (
    <Form
      method="post"
      action={`/admin/rider-day?rider=${day.rider_id}&date=${day.date}`}
      className="space-y-2 rounded border border-red-300 p-2"
      data-testid="rider-day-resolve"
    >
      <p className="font-semibold">
        {t('admin.riderDay.resolveTitle')} · <span className="text-red-700">{t('admin.riderDay.unresolved')}</span>
      </p>
      <input type="hidden" name="intent" value="resolve" />
      <input type="hidden" name="rider" value={day.rider_id} />
      <input type="hidden" name="date" value={day.date} />
      <fieldset className="space-y-1">
        <legend className="text-xs text-gray-600">{t('admin.riderDay.how')}</legend>
        {ways.map((w, i) => (
          <label key={w} className="flex items-center gap-2">
            <input type="radio" name="how" value={w} defaultChecked={i === 0} data-testid={`rider-day-how-${w}`} />
            {t(`admin.riderDay.how.${w}`)}
          </label>
        ))}
      </fieldset>
      <Field look="compact" label={t('admin.riderDay.reasonNote')}>
        <input name="note" maxLength={500} className={inputClass} data-testid="rider-day-resolve-note" />
      </Field>
      <Submit label={t('admin.riderDay.resolve')} />
    </Form>
  );
}

/** Cash the rider owes against what staff counted; a difference stays on the page until it is resolved. */
function CashHandOver({ day }: { day: RiderDay }) {
  const t = useT();
  if (day.confirmed_at !== null && day.cash_handed !== null) {
    const diff = day.difference ?? 0;
    return (
      <div className="space-y-1 text-sm" data-testid="rider-day-confirmed">
        <p>
          {t('admin.riderDay.cashHanded')}: <strong>{usd(day.cash_handed)}</strong>
        </p>
        <p className={diff === 0 ? 'text-green-800' : 'font-bold text-red-700'} data-testid="rider-day-difference">
          {t('admin.riderDay.difference')}: {diff === 0 ? t('admin.riderDay.noDifference') : usd(diff)}
        </p>
        <p className="text-xs text-gray-600">{t('admin.riderDay.confirmedAt', { when: when(day.confirmed_at) })}</p>
        {diff !== 0 && <Resolution day={day} diff={diff} />}
      </div>
    );
  }
  return (
    <>
      {day.open > 0 && (
        <p
          className="rounded border border-amber-500 bg-amber-50 p-2 text-sm text-amber-900"
          data-testid="rider-day-still-out"
        >
          {t('admin.riderDay.stillOut', { count: day.open })}
        </p>
      )}
      <Form
        method="post"
        action={`/admin/rider-day?rider=${day.rider_id}&date=${day.date}`}
        className="grid gap-2 sm:grid-cols-3 sm:items-end"
        data-testid="rider-day-confirm"
      >
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="rider" value={day.rider_id} />
        <input type="hidden" name="date" value={day.date} />
        <Field look="compact" label={t('admin.riderDay.count')}>
          <input
            name="cash_handed"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            required
            defaultValue={day.cash.toFixed(2)}
            className={inputClass}
            data-testid="rider-day-cash"
          />
        </Field>
        <Field look="compact" label={t('admin.riderDay.note')}>
          <input name="note" maxLength={500} className={inputClass} />
        </Field>
        <Submit label={t('admin.riderDay.confirm')} />
      </Form>
    </>
  );
}

/** /admin/rider-day: a rider's day (delivered, failed, cash, KHQR) and the cash handed over. */
export function RiderDayView({
  riders,
  day,
  result,
}: {
  riders: Rider[];
  day: RiderDay | null;
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.riderDay.title')}>
      <Notice result={result} />
      {riders.length === 0 ? (
        <p className="text-sm text-gray-700">{t('admin.riderDay.noRiders')}</p>
      ) : (
        <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="rider-day-pick">
          <Field look="compact" label={t('admin.riderDay.rider')}>
            <select name="rider" defaultValue={day?.rider_id} className={inputClass}>
              {riders.map((r) => (
                <option key={r.id} value={r.id} data-user-text="">
                  {r.name} · {r.phone}
                </option>
              ))}
            </select>
          </Field>
          <Field look="compact" label={t('admin.riderDay.date')}>
            <input name="date" type="date" defaultValue={day?.date} className={inputClass} />
          </Field>
          <Submit label={t('admin.riderDay.show')} tone="secondary" />
        </Form>
      )}
      {day && (
        <>
          <Card className="space-y-3">
            <p className="font-semibold" data-testid="rider-day-who">
              <Theirs>{day.rider_name}</Theirs> · {day.date}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
              <Figure
                label={t('admin.riderDay.delivered')}
                value={String(day.delivered)}
                testId="rider-day-delivered"
              />
              <Figure label={t('admin.riderDay.failed')} value={String(day.failed)} testId="rider-day-failed" />
              <Figure label={t('admin.riderDay.open')} value={String(day.open)} testId="rider-day-open" />
              <Figure label={t('admin.riderDay.cashExpected')} value={usd(day.cash)} testId="rider-day-cash-expected" />
              <Figure label={t('admin.riderDay.qr')} value={usd(day.qr)} testId="rider-day-qr" />
            </div>
            <CashHandOver day={day} />
          </Card>
          <h2 className="font-semibold">{t('admin.riderDay.drops')}</h2>
          {day.drops.length === 0 ? (
            <Empty />
          ) : (
            <Card>
              <ul className="divide-y divide-gray-200">
                {day.drops.map((d) => (
                  <li
                    key={d.id}
                    className="space-y-0.5 py-2 text-sm"
                    data-testid="rider-day-drop"
                    data-code={d.parcel_code}
                  >
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono font-semibold">{d.parcel_code}</span>
                      <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                        {t(`admin.riderDay.status.${d.status}`)}
                      </span>
                      {d.method && (
                        <span className="text-xs text-gray-700">{t(`admin.riderDay.method.${d.method}`)}</span>
                      )}
                    </p>
                    <p className="text-gray-700">
                      <Theirs>{d.name}</Theirs> · {d.phone}
                    </p>
                    {d.status === 'assigned' && d.amount_to_collect > 0 && (
                      <p>{t('admin.dispatch.toCollect', { amount: usd(d.amount_to_collect) })}</p>
                    )}
                    {d.collected > 0 && <p>{t('admin.riderDay.collected', { amount: usd(d.collected) })}</p>}
                    {d.fail_reason && (
                      <p className="text-red-800">{t('admin.riderDay.reason', { reason: d.fail_reason })}</p>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </AdminPage>
  );
}
