import { createHash } from 'node:crypto';

/**
 * MD5 of the UTF-8 bytes of `s`, as 32 lower-case hex digits. Bakong looks a KHQR payment up by the
 * MD5 of the full QR string; KHQR strings are built on the server only, so Node's own hash serves
 * (decision 0028). MD5 is used here as an identifier, never for security.
 */
export function md5Hex(s: string): string {
  return createHash('md5').update(s, 'utf8').digest('hex');
}
