import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasPermission,
  isPermission,
  isRole,
  type Permission,
  type Role,
} from '../../shared/auth/permissions';
import { authenticateToken, type UserRow } from '../auth/tokens';
import { bearerToken, sessionCookieToken } from './session-cookie';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { findPartnerMembership, type PartnerRow } from '../partners/partners.queries';
import type { TeamRole } from '../../shared/teams/team-roles';
import type { PartnerStatus } from '../../shared/partners/partner-status';
import { effectivePermissions } from '../../shared/partners/partner-access';
import { isApiKeyAccess, type ApiKeyAccess } from '../../shared/api-keys/api-key-scopes';
import { authorizeApiKey } from '../api-keys/api-key-access';
import type { RateRule } from '../lib/rate-limit';

/**
 * Who may call a route, declared on the route itself (`config.access`) and enforced here alone:
 * - `public`: anyone, signed in or not (guests);
 * - `authenticated`: any signed-in, active user;
 * - a role (`admin`, `partner`): users with that role;
 * - a permission string (`read:lead:own`): users whose role grants it;
 * - an API key scope (`api-key:leads:write`): callers with an API key holding it, never a
 *   session (issue 33; api-keys/api-key-access.ts).
 */
export type RouteAccess = 'public' | 'authenticated' | Role | Permission | ApiKeyAccess;

interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: UserRow | null;
    tokenId: string | null;
    /** Whether the signed-in admin must enrol a second factor first (decision 0061). */
    secondFactorDue: boolean;
    /** The session token the request came with: its bearer header, else its HttpOnly cookie. */
    bearerToken: string | null;
    /** A partner user's partner row (their firm's), as the access check read it (else null). */
    partner: PartnerRow | null;
    /** The partner user's place in that firm (issue 34): owner or colleague (else null). */
    teamRole: TeamRole | null;
    /** A colleague's own referral code (else null). */
    memberReferralCode: string | null;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

function isValidAccess(access: unknown): access is RouteAccess {
  return (
    access === 'public' ||
    access === 'authenticated' ||
    isRole(access) ||
    isApiKeyAccess(access) ||
    (typeof access === 'string' && isPermission(access))
  );
}

/**
 * `partnerStatus` is the status of a partner user's partner row: a partner acts as one (role
 * and permissions) only while `active`; pending or suspended partners keep the 'authenticated'
 * routes and their own account's permissions (`*:user:own`: settings) and nothing else.
 */
export function allows(
  access: RouteAccess,
  user: UserRow | null,
  partnerStatus?: PartnerStatus | null,
  teamRole: TeamRole | null = null,
): boolean {
  if (access === 'public') return true;
  if (!user || isApiKeyAccess(access)) return false;
  if (access === 'authenticated') return true;
  if (isRole(access)) {
    // A password someone else has seen opens nothing but the user's own account until changed.
    if (user.passwordChangeRequired) return false;
    return user.role === access && (user.role !== 'partner' || partnerStatus === 'active');
  }
  return hasPermission(
    {
      roles: [user.role],
      permissions: effectivePermissions(
        user.role,
        partnerStatus,
        user.passwordChangeRequired,
        teamRole,
      ),
    },
    access,
  );
}

/** Calls per API key per minute unless the app says otherwise (config API_KEY_RATE_LIMIT). */
const DEFAULT_API_KEY_RATE: RateRule = { limit: 120, windowSeconds: 60 };

export function registerAccessControl(
  app: FastifyInstance,
  db: Db,
  options: { apiKeyRate?: RateRule } = {},
): void {
  const apiKeyRate = options.apiKeyRate ?? DEFAULT_API_KEY_RATE;
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('secondFactorDue', false);
  app.decorateRequest('bearerToken', null);
  app.decorateRequest('partner', null);
  app.decorateRequest('teamRole', null);
  app.decorateRequest('memberReferralCode', null);
  app.decorateRequest('apiKey', null);

  // Refuse to start with an /api route that does not say who may call it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!isValidAccess(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.declaredRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      // Closed, not open: an /api route registered before the onRoute check above never had
      // its access checked (the access matrix test lists any). Unknown paths still get their 404.
      if (!request.is404 && request.routeOptions.url?.startsWith('/api/')) {
        throw new AppError('forbidden', 'errors.forbidden');
      }
      return;
    }
    // The lead API answers API keys alone: a session token is no key (api-key-access.ts).
    if (isApiKeyAccess(access)) return authorizeApiKey(db, request, access, apiKeyRate);
    const header = bearerToken(request);
    const token = header ?? sessionCookieToken(request);
    if (token) {
      const authenticated = await authenticateToken(db, token);
      request.bearerToken = token;
      request.user = authenticated?.user ?? null;
      request.tokenId = authenticated?.tokenId ?? null;
      request.secondFactorDue = authenticated?.secondFactorDue ?? false;
      // A cookie the server no longer accepts (expired, revoked) is cleared: the SPA cannot.
      if (!authenticated && !header) reply.endSession();
    }
    // The partner row is read only when the route needs more than a signed-in user, and kept
    // for the handler: a partner's own lists need no second read of it.
    if (request.user?.role === 'partner' && access !== 'public' && access !== 'authenticated') {
      const membership = await findPartnerMembership(db, request.user.id);
      request.partner = membership?.partner ?? null;
      request.teamRole = membership?.role ?? null;
      request.memberReferralCode = membership?.referralCode ?? null;
    }
    if (allows(access, request.user, request.partner?.status ?? null, request.teamRole)) {
      // An admin the firm requires to enrol a second factor keeps only their own account (0061).
      if (access !== 'public' && access !== 'authenticated' && request.secondFactorDue)
        throw new AppError('forbidden', 'two-factor.required');
      return;
    }
    if (!request.user) throw new AppError('unauthenticated', 'errors.unauthenticated');
    throw new AppError(
      'forbidden',
      request.user.passwordChangeRequired ? 'errors.password_change_required' : 'errors.forbidden',
    );
  });
}

/**
 * The signed-in partner's own row on a route only partners may call (its access check read it
 * and found it active).
 */
export function currentPartner(request: FastifyRequest): PartnerRow {
  if (!request.partner) throw new AppError('not_found', 'errors.not_found');
  return request.partner;
}

/**
 * Which of the firm's leads the signed-in partner user may read (issue 34, decision 0080): the
 * firm's, or for a colleague of a firm whose colleagues see their own, only the leads they
 * referred. Every partner read of leads (lists, detail, export, dashboard) takes this scope.
 */
export function partnerLeadScope(request: FastifyRequest): {
  partnerId: string;
  referredByUserId?: string;
} {
  const partner = currentPartner(request);
  if (request.teamRole === 'colleague' && partner.colleaguesSee === 'own')
    return { partnerId: partner.id, referredByUserId: currentUser(request).id };
  return { partnerId: partner.id };
}

/** The signed-in user of a route whose access already guarantees one. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('unauthenticated', 'errors.unauthenticated');
  return request.user;
}
