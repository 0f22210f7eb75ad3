export const DEFAULT_CURRENCY_SYMBOL = '$';

/** Digits only, without leading zeros: what a number field keeps of what was typed. */
export function toDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '');
}

/** Groups thousands with commas: '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What the number field shows: '$1,234' (empty when nothing is left). */
export function formatNumberInput(raw: string, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const digits = toDigits(raw);
  return digits ? `${symbol}${groupThousands(digits)}` : '';
}

/** The whole number behind the text, or null when there is none. */
export function parseNumberInput(raw: string): number | null {
  const digits = toDigits(raw);
  return digits ? Number(digits) : null;
}
