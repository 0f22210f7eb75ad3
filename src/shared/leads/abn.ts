import { compactBusinessNumber } from './business-number';

/**
 * Australian Business Number check (ATO algorithm): subtract 1 from the first digit, weight the
 * eleven digits by 10,1,3,5,...,19 and the sum must be divisible by 89.
 * https://abr.business.gov.au/Help/AbnFormat
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function isValidAbn(value: string): boolean {
  const digits = compactBusinessNumber(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, digit, index) =>
      total + (Number(digit) - (index === 0 ? 1 : 0)) * (ABN_WEIGHTS[index] ?? 0),
    0,
  );
  return sum % 89 === 0;
}

/** "51824753556" → "51 824 753 556", as the ABR writes it. */
export function formatAbn(value: string): string {
  const digits = compactBusinessNumber(value);
  return digits.length === 11
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : value;
}
