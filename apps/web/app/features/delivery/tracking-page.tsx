import { Form } from 'react-router';
import type { Tracking } from '@fardin/core/contract-delivery';
import { useT } from '../../i18n/i18n-context';
import { Timeline } from './timeline';
import { INPUT_CLASS } from './form-field';
import { collectText } from './my-delivery-page';

export function TrackingPage({ code, tracking, notFound }: { code: string; tracking: Tracking | null; notFound: boolean }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid="tracking-page">
      <h1 className="text-2xl font-bold text-primary">{t('delivery.trackTitle')}</h1>
      <p className="text-gray-700">{t('delivery.trackIntro')}</p>
      <Form method="get" className="flex gap-2" role="search">
        <label htmlFor="code" className="sr-only">{t('delivery.trackInput')}</label>
        <input id="code" name="code" defaultValue={code} required maxLength={40} autoCapitalize="characters" placeholder={t('delivery.trackInput')} className={`${INPUT_CLASS} mt-0 font-mono`} />
        <button type="submit" className="rounded-lg bg-primary px-4 py-2 font-bold text-white">{t('delivery.track')}</button>
      </Form>
      {notFound && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-error" data-testid="tracking-not-found">
          {t('delivery.trackNotFound')}
        </p>
      )}
      {tracking && (
        <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm" data-testid="tracking-result" aria-live="polite">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-lg font-bold">{tracking.code}</span>
            <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-primary" data-testid="tracking-status">
              {t(`delivery.status.${tracking.status}`)}
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-500">{t('delivery.filterType')}</dt>
            <dd>{t(`delivery.type.${tracking.delivery_type}`)}</dd>
            <dt className="text-gray-500">{t('delivery.from')}</dt>
            <dd>{tracking.pickup_area}</dd>
            <dt className="text-gray-500">{t('delivery.to')}</dt>
            <dd>{`${tracking.receiver_location} · ${tracking.receiver_phone}`}</dd>
            {tracking.total > 0 && tracking.payment_note === 'COD' && (
              <>
                <dt className="text-gray-500">{t('delivery.collect')}</dt>
                <dd>{collectText(tracking)}</dd>
              </>
            )}
          </dl>
          <h2 className="font-bold">{t('delivery.timeline')}</h2>
          <Timeline entries={tracking.timeline} />
        </section>
      )}
    </div>
  );
}
