// Loose on purpose (spec §5: "looks like {email}"); the server applies the strict check.
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return LOOSE_EMAIL.test(value.trim());
}
