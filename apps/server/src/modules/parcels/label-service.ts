import QRCode from 'qrcode';
import bwipjs from 'bwip-js/node';
import type { AdminParcel, ParcelLabel } from '@fardin/core/contract-parcels';
import { PARCEL_DESTINATION_KH, PARCEL_MODE_KH } from '@fardin/core/contract-parcels';

/**
 * A parcel's printable label (OPERATIONS.md section 4): its code as a Code 128 barcode (bwip-js)
 * and a QR (qrcode, as the KHQR images), the shopper's name and phone, and the destination in
 * Khmer. Both scans read the bare code, which the batch and Phnom Penh scans look up.
 */
export async function parcelLabel(p: AdminParcel): Promise<ParcelLabel> {
  const [qr, barcode] = await Promise.all([
    QRCode.toString(p.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    Promise.resolve(bwipjs.toSVG({ bcid: 'code128', text: p.code, scale: 3, height: 14, includetext: true, textxalign: 'center' })),
  ]);
  return {
    id: p.id,
    code: p.code,
    qr_svg: qr,
    barcode_svg: barcode,
    name: p.customer_name,
    phone: p.customer_phone,
    destination_kh: PARCEL_DESTINATION_KH[p.destination],
    address: p.address,
    mode_kh: PARCEL_MODE_KH[p.mode],
    source_country: p.source_country,
    weight_kg: p.weight_kg,
    order_ids: p.order_ids,
  };
}
