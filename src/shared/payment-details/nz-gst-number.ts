/**
 * An NZ GST number is the business's IRD number: 8 or 9 digits between 10-000-000 and
 * 150-000-000 with a mod-11 check digit (Inland Revenue's published algorithm: primary weights,
 * then secondary weights when the first pass gives 10; 10 again means the number is invalid).
 */
const PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6];

function checkDigit(base: string, weights: number[]): number {
  const sum = [...base].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

export function isValidNzGstNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{8,9}$/.test(digits)) return false;
  const number = Number(digits);
  if (number <= 10_000_000 || number >= 150_000_000) return false;
  const base = digits.slice(0, -1).padStart(8, '0');
  let check = checkDigit(base, PRIMARY);
  if (check === 10) check = checkDigit(base, SECONDARY);
  return check !== 10 && check === Number(digits.slice(-1));
}
