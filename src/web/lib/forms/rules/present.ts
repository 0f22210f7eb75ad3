/** A value counts as present unless empty or the text 'undefined' / 'null' (spec §5). */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  const text = String(value).trim();
  return text !== '' && text !== 'undefined' && text !== 'null';
}
