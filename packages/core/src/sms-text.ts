import type { Locale } from './locale';

/**
 * SMS segments (decision 0040). A text of the GSM 03.38 alphabet goes as 7-bit: 160 characters in
 * one segment, 153 a segment when split (extension characters count twice). Anything else (Khmer,
 * Chinese) goes as UCS-2: 70 UTF-16 code units in one segment, 67 a segment when split.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENSION.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** The one-time code's text, in the shopper's language (Khmer by default); each fits one segment. */
export function otpSmsText(locale: Locale, siteName: string, code: string): string {
  switch (locale) {
    case 'en':
      return `${siteName}: ${code} is your verification code. It expires in 5 minutes.`;
    case 'zh':
      return `${siteName}: ${code} 是您的验证码，5 分钟内有效。`;
    default:
      return `${siteName}: លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${code}។ ផុតកំណត់ក្នុង 5 នាទី។`;
  }
}

/**
 * A notification as one text: the short form when it fits one segment, else the short form cut at
 * a word to one segment with an ellipsis (a link on the site carries the rest).
 */
export function oneSegment(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const { encoding, segments } = smsSegments(clean);
  if (segments <= 1) return clean;
  const max = encoding === 'gsm7' ? 160 : 70;
  // The ellipsis keeps the encoding: `…` is not in the GSM alphabet (it would make the text UCS-2).
  const more = encoding === 'gsm7' ? '...' : '…';
  let cut = clean.slice(0, max - more.length);
  while (cut.length > 0 && smsSegments(`${cut}${more}`).units > max) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > max / 2) cut = cut.slice(0, space);
  return `${cut.trimEnd()}${more}`;
}
