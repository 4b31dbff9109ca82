import type { IntentLang } from '@fardin/core/assistant-intent';
import type { Province, Zone } from '@fardin/core/contract-delivery';
import { formatUsd } from '@fardin/core/money';

/** The area data the assistant answers delivery fees from (the delivery module's reference). */
export interface DeliveryFacts {
  zones(): Promise<Zone[]>;
  provinces(): Promise<Province[]>;
}

/** "delivery fee to Toul Kork?", "ថ្លៃដឹកទៅទួលគោកប៉ុន្មាន", "送到金边多少运费". */
const FEE_QUESTION = [
  /\b(?:delivery|deliver|shipping|postage)\s*(?:fee|cost|price|charge)s?\b|\bhow much\b.*\b(?:deliver|delivery|ship|shipping|send)\b|\b(?:fee|cost|price)s?\b.*\b(?:deliver|delivery|ship)\w*\s+to\b/i,
  /ថ្លៃដឹក|ថ្លៃសេវាដឹក|ដឹក(?:ជញ្ជូន)?(?:ទៅ)?.*(?:ថ្លៃ|តម្លៃ|ប៉ុន្មាន)/,
  /运费|配送费|快递费|送货费|邮费|送到.*(?:多少|钱)/,
];

/** Spellings shoppers use for the khans besides the official romanisation. */
const ALIASES: Record<string, string[]> = {
  'PP-TK': ['toul kork', 'tuol kork', 'toul kouk'],
  'PP-BKK': ['bkk', 'boeung keng kang', 'beung keng kang'],
  'PP-DP': ['daun penh'],
  'PP-7M': ['7 makara', 'prampi makara', '7 makara'],
  'PP-CKM': ['chamkarmon'],
  'PP-SS': ['sen sok', 'sensok'],
  'PP-PSC': ['por senchey', 'pur senchey', 'posenchey'],
  'PP-DK': ['dangkor'],
  'PP-PP': ['prek pnov'],
  'PP-RK': ['russei keo', 'ruessei kaev'],
  'PP-MC': ['meanchey'],
  'PP-CCV': ['chroy changva'],
};

interface Place {
  kind: 'zone' | 'district' | 'province';
  names: string[];
  zone?: Zone;
  district?: { name: string; name_kh: string; service_fee: number };
  province?: Province;
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether the message names a place: Khmer and longer Latin names anywhere, short ones as words. */
function named(message: string, name: string): boolean {
  if (!name) return false;
  if (/[\u1780-\u17ff]/.test(name)) return message.includes(name);
  if (squash(name).length >= 5) return squash(message).includes(squash(name));
  return new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(message);
}

function feeText(lang: IntentLang, place: Place): string {
  const { zone, district, province } = place;
  if (zone) {
    const name = lang === 'kh' ? zone.name_kh : zone.name;
    return {
      en: `Delivery to ${name} (Phnom Penh) costs ${formatUsd(zone.service_fee)}, usually within ${zone.eta_hours} hours.`,
      kh: `ថ្លៃដឹកទៅ ${name} (ភ្នំពេញ) គឺ ${formatUsd(zone.service_fee)} ជាធម្មតាដល់ក្នុងរយៈពេល ${zone.eta_hours} ម៉ោង។`,
      zh: `送到${name}（金边）的运费为 ${formatUsd(zone.service_fee)}，通常 ${zone.eta_hours} 小时内送达。`,
    }[lang];
  }
  const p = province!;
  const pName = lang === 'kh' ? p.name_kh : p.name;
  const days = `${p.eta_min_days}–${p.eta_max_days}`;
  if (district) {
    const dName = lang === 'kh' ? district.name_kh : district.name;
    // A district named as its province (Siem Reap in Siem Reap) is named once.
    const same = dName === pName;
    return {
      en: `Delivery to ${same ? pName : `${dName}, ${pName}`} costs ${formatUsd(district.service_fee)}, usually ${days} days.`,
      kh: `ថ្លៃដឹកទៅ ${same ? pName : `${dName} ${pName}`} គឺ ${formatUsd(district.service_fee)} ប្រហែល ${days} ថ្ងៃ។`,
      zh: `送到${same ? pName : `${pName}${dName}`}的运费为 ${formatUsd(district.service_fee)}，通常 ${days} 天。`,
    }[lang];
  }
  const fees = p.districts.map((d) => d.service_fee);
  const low = formatUsd(Math.min(...fees));
  const high = formatUsd(Math.max(...fees));
  return {
    en: `Delivery to ${pName} costs ${low}–${high} depending on the district, usually ${days} days. Tell me the district for the exact fee.`,
    kh: `ថ្លៃដឹកទៅ ${pName} គឺ ${low}–${high} តាមស្រុក ប្រហែល ${days} ថ្ងៃ។ សូមប្រាប់ឈ្មោះស្រុក ដើម្បីដឹងថ្លៃពិតប្រាកដ។`,
    zh: `送到${pName}的运费为 ${low}–${high}（按区县），通常 ${days} 天。告诉我区县即可得知准确运费。`,
  }[lang];
}

function overviewText(lang: IntentLang, zones: Zone[], provinces: Province[]): string {
  const zoneFees = zones.map((z) => z.service_fee);
  const provinceFees = provinces.filter((p) => p.code !== 'PNP').flatMap((p) => p.districts.map((d) => d.service_fee));
  const city = zoneFees.length ? `${formatUsd(Math.min(...zoneFees))}–${formatUsd(Math.max(...zoneFees))}` : '';
  const from = provinceFees.length ? formatUsd(Math.min(...provinceFees)) : '';
  return {
    en: `Delivery in Phnom Penh costs ${city} depending on the khan; to the provinces from ${from}. Tell me your khan or district for the exact fee.`,
    kh: `ថ្លៃដឹកក្នុងភ្នំពេញ ${city} តាមខណ្ឌ ហើយទៅខេត្តចាប់ពី ${from}។ សូមប្រាប់ខណ្ឌ ឬស្រុករបស់អ្នក ដើម្បីដឹងថ្លៃពិតប្រាកដ។`,
    zh: `金边市内运费为 ${city}（按区），外省 ${from} 起。告诉我您所在的区或县即可得知准确运费。`,
  }[lang];
}

/**
 * The answer to a delivery-fee question, from the zones, provinces and districts the back office
 * keeps (the /area page's data); null when the message is not one. The most specific place named
 * wins (a khan before its province); no place: the ranges and a request for the place.
 */
export async function deliveryFeeReply(
  message: string,
  lang: IntentLang,
  facts: DeliveryFacts,
): Promise<string | null> {
  if (!FEE_QUESTION.some((re) => re.test(message))) return null;
  const [zones, provinces] = await Promise.all([facts.zones(), facts.provinces()]);
  const places: Place[] = [
    ...zones.map((zone): Place => ({
      kind: 'zone',
      names: [zone.name, zone.name_kh, ...(ALIASES[zone.code] ?? [])],
      zone,
    })),
    ...provinces.flatMap((province) =>
      province.districts.map((district): Place => ({
        kind: 'district',
        names: [district.name, district.name_kh],
        district,
        province,
      })),
    ),
    ...provinces.map((province): Place => ({ kind: 'province', names: [province.name, province.name_kh], province })),
  ];
  let best: { place: Place; length: number } | null = null;
  for (const place of places) {
    for (const name of place.names)
      if (named(message, name) && (!best || name.length > best.length)) best = { place, length: name.length };
  }
  return best ? feeText(lang, best.place) : overviewText(lang, zones, provinces);
}
