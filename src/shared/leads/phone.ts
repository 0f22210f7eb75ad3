// The mobile metadata validates mobile numbers only: a landline is not a "mobile".
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { MARKET_INFO, type Market } from '../markets/markets';

/**
 * A mobile number of the market's country in E.164 ("+61412345678"), or null when the value is
 * not a valid mobile number there. Accepts national ("0412 345 678") and international forms.
 */
export function toE164Mobile(value: string, market: Market): string | null {
  if (value.length > 40) return null;
  const country = MARKET_INFO[market].phoneCountry;
  const phone = parsePhoneNumberFromString(value, country);
  if (!phone || !phone.isValid() || phone.country !== country) return null;
  return phone.number;
}
