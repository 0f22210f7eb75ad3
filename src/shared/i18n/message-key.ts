import type { ParseKeys } from 'i18next';

/** Every translation key English has (see i18next.d.ts): what `t()` accepts. */
export type MessageKey = ParseKeys;

/**
 * A key that arrives as data (a zod issue's message, a server code): checked by the tests that
 * walk every schema and error code against the catalogue, so the compiler may trust it here.
 */
export function dynamicKey(key: string): MessageKey {
  return key as MessageKey;
}
