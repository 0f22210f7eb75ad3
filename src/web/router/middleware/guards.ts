import i18next from 'i18next';
import { redirect, type MiddlewareFunction } from 'react-router';
import { hasAnyRole, hasRole } from '../../../shared/auth/permissions';
import { showToast } from '../../lib/feedback/toasts';
import { fetchUser, getSession, isUserChecked } from '../../lib/session/session';
import { applyLocale, loadBackOfficeMessages, resolveLocale } from '../../i18n';
import { rememberIntendedUrl } from '../intended-url';
import { pathTo } from '../route-names';

/** Route guards of spec §2, in the spec's order. Each throws a redirect or lets the route in. */

/** Loads the language's messages before the screen shows. */
export const localeMiddleware: MiddlewareFunction = async () => {
  await applyLocale(resolveLocale());
};

/** A signed-in user in the back office: its messages too (a guest never downloads them). */
export const backOfficeMessagesMiddleware: MiddlewareFunction = async () => {
  if (getSession().user) await loadBackOfficeMessages();
};

/**
 * The session cookie is out of the page's reach (decision 0060): the first navigation asks the
 * server who is signed in, and carries on either way.
 */
export const checkAuthMiddleware: MiddlewareFunction = async () => {
  if (!isUserChecked() && !getSession().user) await fetchUser();
};

function toLogin(request: Request): never {
  rememberIntendedUrl(request.url);
  throw redirect(pathTo('login'));
}

/**
 * A user signed in with a generated password (the first admin) goes to Settings → Password,
 * whatever they asked for, until they choose their own (the server refuses the rest anyway).
 */
export const passwordChangeMiddleware: MiddlewareFunction = ({ request }) => {
  const { user } = getSession();
  const target = pathTo('settings.password');
  if (user?.password_change_required && new URL(request.url).pathname !== target)
    throw redirect(target);
};

/**
 * An admin the firm requires to use two-factor sign-in, without it yet, goes to Settings →
 * Two-factor first, as for the forced password change (decision 0061; the server refuses the
 * rest anyway).
 */
export const twoFactorEnrolmentMiddleware: MiddlewareFunction = ({ request }) => {
  const { user } = getSession();
  const target = pathTo('settings.two-factor');
  if (
    user?.two_factor_enrolment_required &&
    !user.password_change_required &&
    new URL(request.url).pathname !== target
  )
    throw redirect(target);
};

export const authMiddleware: MiddlewareFunction = ({ request }) => {
  if (!getSession().user) toLogin(request);
};

export const guestMiddleware: MiddlewareFunction = () => {
  if (getSession().user) throw redirect(pathTo('home'));
};

export const adminMiddleware: MiddlewareFunction = ({ request }) => {
  const { user } = getSession();
  if (!user) toLogin(request);
  if (!hasRole(user, 'admin')) throw redirect(pathTo('dashboard'));
};

/** `role:admin,partner`: the user's role must be in the comma-separated list. */
export function roleMiddleware(list: string): MiddlewareFunction {
  const roles = list.split(',').map((role) => role.trim());
  return () => {
    if (!hasAnyRole(getSession().user, roles)) throw redirect(pathTo('unauthorized'));
  };
}

/**
 * The firm's own account (team, payment details, API keys, webhooks) is its owner's (decision
 * 0080). A colleague who types such an address lands on their dashboard, told in their language
 * that the page is the owner's, instead of on /unauthorized or the API's 403 (decision 0083).
 * Everyone else goes on to the route's other guards.
 */
export const firmOwnerMiddleware: MiddlewareFunction = ({ request }) => {
  const { user } = getSession();
  if (!user) toLogin(request);
  if (user.partner?.team_role !== 'colleague') return;
  showToast('info', i18next.t('team.owner_only_notice'));
  throw redirect(pathTo('dashboard'));
};
