// The core build with our own metadata: the mobile numbering plans of our markets only
// (scripts/phone-metadata.mjs), so a landline is not a "mobile" and guests do not download the
// whole world's plans.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { MARKET_INFO, type Market } from '../markets/markets';
import phoneMetadata from './phone-metadata.json';

const metadata = phoneMetadata as unknown as MetadataJson;

/**
 * A mobile number of the market's country in E.164 ("+61412345678"), or null when the value is
 * not a valid mobile number there. Accepts national ("0412 345 678") and international forms.
 */
export function toE164Mobile(value: string, market: Market): string | null {
  if (value.length > 40) return null;
  const country = MARKET_INFO[market].phoneCountry;
  const phone = parsePhoneNumberFromString(value, country, metadata);
  if (!phone || !phone.isValid() || phone.country !== country) return null;
  return phone.number;
}

/**
 * A stored E.164 number as a person of its country writes it ("0413 111 222"); a value that
 * is not a number of our markets is shown as given.
 */
export function formatPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value, metadata);
  return phone?.isValid() ? phone.formatNational() : value;
}
