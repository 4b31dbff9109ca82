import type { FreightPartsAnswer, ParcelAnswer, ParcelSettings } from '@fardin/core/contract-parcels';
import { fromCents } from '@fardin/core/money';
import type { ParcelRow } from './service';
import { codFreightAllowed } from './settings-service';

const kg = (grams: number | null) => (grams === null ? null : Math.round(grams) / 1000);
const cm = (mm: number | null) => (mm === null ? 0 : Math.round(mm) / 10);

function partsOf(row: ParcelRow): FreightPartsAnswer | null {
  const p = row.freightParts;
  if (!p) return null;
  return {
    actual_kg: p.quote.actualWeight,
    volumetric_kg: p.quote.volumeWeight,
    billable_kg: p.quote.chargeableWeight,
    volume_cbm: p.quote.volumeCbm,
    kilo_price: p.rate.kiloPrice,
    vol_price: p.rate.volPrice,
    weight_price: p.quote.weightPrice,
    volume_price: p.quote.volumePrice,
    service_fee: p.quote.serviceFee,
    condition: p.quote.condition,
  };
}

/** One parcel as the shopper's order page and the mobile client see it (`parcels[]`). */
export function parcelAnswer(row: ParcelRow, lineIds: readonly number[], settings: ParcelSettings): ParcelAnswer {
  const pending = row.paymentType && (row.state === 'freight_due' || row.state === 'cod_freight');
  return {
    id: row.id,
    code: row.code,
    state: row.state,
    weight_kg: kg(row.weightGrams),
    billable_kg: kg(row.billableGrams),
    freight: row.freightCents === null ? null : fromCents(row.freightCents),
    freight_parts: partsOf(row),
    freight_credit: fromCents(row.freightCreditCents),
    freight_due: row.freightCents === null ? null : fromCents(row.freightCents - row.freightCreditCents),
    dims_cm:
      row.lengthMm === null ? null : { length: cm(row.lengthMm), width: cm(row.widthMm), height: cm(row.heightMm) },
    photos: row.photos,
    // The batch's ETA is the batches work's (decision 0042): the id here, the ETA filled by it.
    batch: row.batchId === null ? null : { id: row.batchId, eta: null },
    mode: row.mode,
    destination: row.destination,
    line_ids: [...lineIds],
    payment: pending ? { type: row.paymentType!, reference: row.paymentReference } : null,
    cod_allowed: codFreightAllowed(settings, row.sourceCountry, row.mode),
  };
}
