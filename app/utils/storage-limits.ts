/**
 * What D1 holds (docs/decisions/039-judgment-size-limit.md): at most 2,000,000 bytes in one string
 * value and in one table row (https://developers.cloudflare.com/d1/platform/limits/; local workerd
 * refuses from 2,200,000 with SQLITE_TOOBIG, measured in tests/integration/case-size-limit.test.ts).
 * Shared by the case form's schema (browser and server) and the case write path.
 */
export const D1_MAX_VALUE_BYTES = 2_000_000;

/** UTF-8 length of a string, without encoding it. */
export function utf8Bytes(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** True when the string certainly fits in `max` bytes (each UTF-16 unit is at most 3 bytes), without counting. */
export const surelyFits = (s: string, max: number) => s.length * 3 <= max;
