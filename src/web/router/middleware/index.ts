import type { MiddlewareFunction } from 'react-router';
import {
  adminMiddleware,
  authMiddleware,
  checkAuthMiddleware,
  firmOwnerMiddleware,
  guestMiddleware,
  localeMiddleware,
  passwordChangeMiddleware,
  roleMiddleware,
  twoFactorEnrolmentMiddleware,
} from './guards';

/**
 * The middleware names of spec §2; `role:` takes a comma-separated list of roles;
 * `firm-owner` keeps a partner firm's colleague off its owner's pages (decision 0083).
 */
export type MiddlewareName = 'auth' | 'guest' | 'admin' | 'firm-owner' | `role:${string}`;

/** Every route begins with these two, on the root route (spec §2). */
export const ALWAYS_FIRST: readonly MiddlewareFunction[] = [
  localeMiddleware,
  checkAuthMiddleware,
  passwordChangeMiddleware,
  twoFactorEnrolmentMiddleware,
];

export function middlewareFor(names: readonly MiddlewareName[]): MiddlewareFunction[] {
  return names.map((name) => {
    if (name.startsWith('role:')) return roleMiddleware(name.slice('role:'.length));
    switch (name) {
      case 'auth':
        return authMiddleware;
      case 'guest':
        return guestMiddleware;
      case 'admin':
        return adminMiddleware;
      case 'firm-owner':
        return firmOwnerMiddleware;
      default:
        throw new Error(`unknown middleware ${name}`);
    }
  });
}
