import { compactBusinessNumber } from './business-number';

/**
 * New Zealand Business Number check: a GS1 Global Location Number of 13 digits, issued with the
 * prefix 94, whose last digit is the GS1 mod-10 check digit (weights 1 and 3 alternating from the
 * left for a 13-digit number). https://www.gs1.org/services/how-calculate-check-digit-manually
 */
export function gs1CheckDigit(body: string): number {
  // Weights run 3,1,3,1... from the rightmost digit of the body.
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidNzbn(value: string): boolean {
  const digits = compactBusinessNumber(value);
  if (!/^94\d{11}$/.test(digits)) return false;
  return gs1CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/**
 * An NZBN of the right shape (13 digits starting 94) whose check digit alone is wrong: most
 * often one mistyped digit, which the form names as such (issue 30).
 */
export function isNzbnCheckDigitWrong(value: string): boolean {
  const digits = compactBusinessNumber(value);
  return /^94\d{11}$/.test(digits) && !isValidNzbn(digits);
}
