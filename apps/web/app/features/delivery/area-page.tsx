import { useEffect, useMemo, useRef, useState } from 'react';
import type { Province, Zone } from '@fardin/core/contract-delivery';
import { formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import { INPUT_CLASS } from '../../components/ui/form-field';

function matches(query: string, ...names: string[]): boolean {
  return names.some((n) => n.toLowerCase().includes(query));
}

/** /area: Phnom Penh zones and the provinces with their districts, searchable as you type. */
export function AreaPage({ zones, provinces }: { zones: Zone[]; provinces: Province[] }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  // On a slow phone the box is on screen before the script runs: what was typed then still filters.
  useEffect(() => {
    if (searchRef.current?.value) setQuery(searchRef.current.value);
  }, []);
  const q = query.trim().toLowerCase();
  const shownZones = useMemo(() => zones.filter((z) => !q || matches(q, z.name, z.name_kh)), [zones, q]);
  const shownProvinces = useMemo(
    () =>
      provinces
        .map((p) =>
          !q || matches(q, p.name, p.name_kh)
            ? p
            : { ...p, districts: p.districts.filter((d) => matches(q, d.name, d.name_kh)) },
        )
        .filter((p) => p.districts.length > 0),
    [provinces, q],
  );
  const days = (p: Province) =>
    p.eta_max_days === 0
      ? t('delivery.sameDay')
      : p.eta_min_days === p.eta_max_days
        ? t('delivery.days', { min: p.eta_min_days, max: p.eta_max_days }).replace(/^\d+–/, '')
        : t('delivery.days', { min: p.eta_min_days, max: p.eta_max_days });
  return (
    <div className="space-y-5" data-testid="area-page">
      <div>
        <h1 className="text-2xl font-bold text-primary">{t('delivery.areaTitle')}</h1>
        <p className="mt-1 text-gray-700">{t('delivery.areaIntro')}</p>
      </div>
      <div role="search">
        <label htmlFor="area-search" className="sr-only">
          {t('delivery.areaSearch')}
        </label>
        <input
          id="area-search"
          ref={searchRef}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('delivery.areaSearch')}
          className={INPUT_CLASS}
        />
      </div>
      {shownZones.length === 0 && shownProvinces.length === 0 && (
        <p className="rounded-xl bg-white p-6 text-center text-gray-600">{t('delivery.noMatch')}</p>
      )}
      {shownZones.length > 0 && (
        <section aria-labelledby="zones-title">
          <h2 id="zones-title" className="mb-2 text-lg font-bold">
            {t('delivery.zonesTitle')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="zone-list">
            {shownZones.map((z) => (
              <li key={z.id} className="flex items-center justify-between rounded-xl bg-white p-3 shadow-sm">
                <span>
                  <span className="block font-medium">{z.name_kh}</span>
                  <span className="block text-sm text-gray-600" lang="en">
                    {z.name}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block font-bold text-primary">{formatUsd(z.service_fee)}</span>
                  <span className="block text-xs text-gray-500">{t('delivery.hours', { n: z.eta_hours })}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {shownProvinces.length > 0 && (
        <section aria-labelledby="provinces-title">
          <h2 id="provinces-title" className="mb-2 text-lg font-bold">
            {t('delivery.provincesTitle')}
          </h2>
          <div className="grid gap-3 md:grid-cols-2" data-testid="province-list">
            {shownProvinces.map((p) => (
              <details key={p.id} open={Boolean(q)} className="rounded-xl bg-white p-3 shadow-sm">
                <summary className="flex cursor-pointer items-center justify-between gap-2">
                  <span className="font-medium">
                    {p.name_kh} · <span lang="en">{p.name}</span>
                  </span>
                  <span className="text-xs text-gray-500">{days(p)}</span>
                </summary>
                <table className="mt-2 w-full text-sm">
                  <tbody>
                    {p.districts.map((d) => (
                      <tr key={d.id} className="border-t border-gray-100">
                        <td className="py-1.5">{d.name_kh}</td>
                        <td className="py-1.5 text-gray-600" lang="en">
                          {d.name}
                        </td>
                        <td className="py-1.5 text-right font-medium text-primary">{formatUsd(d.service_fee)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
