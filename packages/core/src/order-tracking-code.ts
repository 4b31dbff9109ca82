/**
 * Public order tracking codes (decision 0014): order ids are sequential, so /tracking takes a
 * random code instead. Twelve characters of a 32-letter alphabet without the look-alikes 0/O and
 * 1/I (60 bits), shown in groups of four: `7K3M-9QXA-B2CD`. A plain module: the browser uses it.
 */
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ORDER_CODE_LENGTH = 12;

/** A new code from random bytes (`node:crypto` randomBytes on the server). 32 letters: no modulo bias. */
export function newOrderTrackingCode(random: (n: number) => Uint8Array): string {
  let code = '';
  for (const byte of random(ORDER_CODE_LENGTH)) code += ORDER_CODE_ALPHABET[byte & 31];
  return code;
}

/**
 * What a shopper typed or pasted, as stored: spaces and dashes dropped, upper case, and O/I read
 * as 0/1 (codes of orders placed before codes were generated here are hex and may hold 0 and 1;
 * new codes hold neither). Anything that cannot be a code answers null.
 */
export function normalizeOrderTrackingCode(input: string): string | null {
  if (input.length > 40) return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/I/g, '1');
  return /^[0-9A-Z]{12}$/.test(code) ? code : null;
}

/** `7K3M9QXAB2CD` -> `7K3M-9QXA-B2CD`: easier to read out and to copy by hand. */
export function formatOrderTrackingCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
