import type { SourceCountry } from '@fardin/core/contract-delivery';
import { pickText } from '@fardin/core/i18n-text';
import { formatUsd } from '@fardin/core/money';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Theirs } from '../../components/ui/their-words';

/**
 * /price-list and '/price copy': the rate table per country and mode, and where to send goods. The
 * rows are the back office's shipping rates, the same routes and days the checkout offers (decision 0023).
 */
export function PriceListPage({ countries }: { countries: SourceCountry[] }) {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="price-list-page">
      <h1 className="text-2xl font-bold text-primary">{t('delivery.priceListTitle')}</h1>
      <div
        className="overflow-x-auto rounded-xl bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={t('delivery.priceListTitle')}
      >
        <table className="w-full min-w-[560px] text-sm" data-testid="rate-table">
          <thead className="bg-green-50 text-left">
            <tr>
              <th scope="col" className="p-2">
                {t('delivery.country')}
              </th>
              <th scope="col" className="p-2">
                {t('delivery.mode')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('delivery.perKg')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('delivery.perCbm')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('delivery.serviceFee')}
              </th>
              <th scope="col" className="p-2">
                {t('delivery.eta')}
              </th>
            </tr>
          </thead>
          <tbody>
            {countries.flatMap((c) =>
              c.modes.map((m, i) => (
                <tr
                  key={`${c.code}-${m.mode}`}
                  className="border-t border-gray-100"
                  data-testid={`route-${c.code}-${m.mode}`}
                >
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={c.modes.length} className="p-2 text-left align-top font-medium">
                      {pickText(c.name, t.locale)}
                    </th>
                  )}
                  <td className="p-2">{t(`delivery.mode.${m.mode}`)}</td>
                  <td className="p-2 text-right">{formatUsd(m.kilo_price)}</td>
                  <td className="p-2 text-right">{formatUsd(m.vol_price)}</td>
                  <td className="p-2 text-right">{formatUsd(m.service_fee ?? c.service_fee)}</td>
                  <td className="p-2" data-testid="route-days">
                    {t('delivery.days', { min: m.eta_min_days, max: m.eta_max_days })}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-gray-600">{t('delivery.formulaText')}</p>
      <section aria-labelledby="warehouses-title">
        <h2 id="warehouses-title" className="mb-2 text-lg font-bold">
          {t('delivery.warehouses')}
        </h2>
        <ul className="grid gap-2 md:grid-cols-2">
          {countries.flatMap((c) =>
            c.warehouses.map((w) => (
              <li key={w.name} className="rounded-xl bg-white p-3 text-sm shadow-sm">
                <p className="font-medium">
                  <Theirs>{w.name}</Theirs> · {pickText(c.name, t.locale)}
                </p>
                <p className="text-gray-700" data-user-text="">
                  {w.address}
                </p>
                <a href={`tel:${w.phone.replace(/\s/g, '')}`} className="text-primary underline">
                  {w.phone}
                </a>
              </li>
            )),
          )}
        </ul>
      </section>
      <Link to={t.link('/price')} className="inline-block text-primary underline">
        {t('delivery.priceTitle')}
      </Link>
    </div>
  );
}
