import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MAP_DELAY_MS, MAP_HEIGHT_PX } from '@fardin/core/map-view';
import { useT } from '../../i18n/i18n-context';
import { mapText } from './map-text';
import { useLocationInput } from './use-location-input';

const AddressMap = lazy(() => import('./address-map'));

/** What a refused address post gives back: the field errors and the values typed, in the page's language. */
export interface AddressFieldsResult {
  message?: string | undefined;
  errors?: Record<string, string[]> | undefined;
  values?: Record<string, string> | undefined;
}

/**
 * The fields of a new address (name, map point, details) for POST /profile/location/add: the
 * address book's form and the checkout's inline address share them. `form` ties every field to a
 * form elsewhere in the page (the checkout's address form sits outside the order form). Without
 * JavaScript the location text is resolved by the action; with it, the point is found on the spot
 * and can be moved on the map.
 */
export function AddressFields({
  tileUrl,
  result,
  form,
  idPrefix = 'f',
}: {
  tileUrl: string;
  result?: AddressFieldsResult | undefined;
  form?: string;
  idPrefix?: string;
}) {
  const t = useT();
  const errors = result?.errors ?? {};
  const { point, status, label, resolve, pick } = useLocationInput(t.locale);
  const [mapReady, setMapReady] = useState(false);
  const [description, setDescription] = useState(result?.values?.description ?? '');
  const locationRef = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  // SPEC section 9: the map starts 1 s late (delayed init), and Leaflet only loads with these fields.
  useEffect(() => {
    const timer = setTimeout(() => setMapReady(true), MAP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The place name fills an empty description; what the shopper typed is never overwritten.
  useEffect(() => {
    if (label) setDescription((current) => current || label);
  }, [label]);

  const nameError = errors.name?.[0];
  const locationError =
    status.kind === 'error'
      ? mapText(t, status.message)
      : (errors.location?.[0] ?? errors.lat?.[0] ?? errors.long?.[0]);
  return (
    <>
      <input type="hidden" name="lat" value={point?.lat ?? ''} form={form} />
      <input type="hidden" name="long" value={point?.lng ?? ''} form={form} />
      <div className="mb-4">
        <label htmlFor={id('name')} className="mb-1 block text-sm font-semibold text-gray-800">
          {t('accounts.address.name')}
        </label>
        <input
          id={id('name')}
          name="name"
          form={form}
          required
          defaultValue={result?.values?.name}
          placeholder={t('accounts.address.namePlaceholder')}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id('name')}-msg` : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${nameError ? 'border-error' : 'border-gray-300'}`}
        />
        {nameError && (
          <p id={`${id('name')}-msg`} className="mt-1 text-xs text-error">
            {nameError}
          </p>
        )}
      </div>
      <div className="mb-4">
        <label htmlFor={id('location')} className="mb-1 block text-sm font-semibold">
          {t('accounts.address.mapInput')}
        </label>
        <div className="flex gap-2">
          <input
            ref={locationRef}
            id={id('location')}
            name="location"
            form={form}
            inputMode="url"
            defaultValue={result?.values?.location}
            placeholder="11.5564,104.9282"
            aria-invalid={locationError ? true : undefined}
            aria-describedby={`${id('location')}-msg`}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void resolve(e.currentTarget.value);
              }
            }}
            onBlur={(e) => e.currentTarget.value.trim() && void resolve(e.currentTarget.value)}
            className={`min-w-0 flex-1 rounded-lg border px-3 py-2.5 text-base outline-none focus:border-primary ${locationError ? 'border-error' : 'border-gray-300'}`}
          />
          <button
            type="button"
            onClick={() => void resolve(locationRef.current?.value ?? '')}
            className="rounded-lg border border-primary px-4 text-sm font-semibold text-primary"
            data-testid="find-location"
          >
            {t('accounts.address.find')}
          </button>
        </div>
        <p
          id={`${id('location')}-msg`}
          role="status"
          data-testid="location-status"
          className={`mt-1 text-xs ${locationError ? 'text-error' : status.kind === 'ok' ? 'text-primary' : 'text-gray-500'}`}
        >
          {locationError
            ? locationError
            : status.kind === 'ok'
              ? mapText(t, status.message)
              : t('accounts.address.mapHint')}
        </p>
      </div>
      <div className="relative mb-2 overflow-hidden rounded-xl bg-gray-200" style={{ height: MAP_HEIGHT_PX }}>
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-gray-600">
          {t('accounts.address.mapLoading')}
        </p>
        {mapReady && (
          <Suspense fallback={null}>
            <AddressMap point={point} tileUrl={tileUrl} label={t('accounts.address.map')} onPick={pick} />
          </Suspense>
        )}
      </div>
      <p className="mb-4 text-sm text-gray-700" data-testid="location-point">
        {point ? t('accounts.address.point', { lat: point.lat, lng: point.lng }) : t('accounts.address.noPoint')}
        {label && <span className="block text-gray-600">{t('accounts.address.near', { label })}</span>}
      </p>
      <div className="mb-4">
        <label htmlFor={id('description')} className="mb-1 block text-sm font-semibold">
          {t('accounts.address.description')}
        </label>
        <textarea
          id={id('description')}
          name="description"
          form={form}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base outline-none focus:border-primary"
        />
      </div>
    </>
  );
}
