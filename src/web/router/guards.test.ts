// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/i18n/messages';
import type { TSessionUser } from '../../shared/auth/auth.contract';
import { permissionsFor } from '../../shared/auth/permissions';
import { getCookie } from '../lib/session/cookies';
import { clearSession, setUser } from '../lib/session/session';
import { currentToasts, dismissToast } from '../lib/feedback/toasts';
import { takeIntendedUrl, isSafeIntendedUrl } from './intended-url';
import {
  adminMiddleware,
  authMiddleware,
  guestMiddleware,
  passwordChangeMiddleware,
  twoFactorEnrolmentMiddleware,
  roleMiddleware,
  firmOwnerMiddleware,
} from './middleware/guards';
import { middlewareFor } from './middleware';

const user = (role: 'admin' | 'partner'): TSessionUser => ({
  id: '1',
  name: 'Test',
  email: 't@e.test',
  role,
  roles: [role],
  permissions: permissionsFor([role]),
  locale: 'en',
  email_verified_at: null,
});

type Guard = ReturnType<typeof middlewareFor>[number];

/** Runs one guard; answers where it redirects, or null when it lets the route in. */
async function run(guard: Guard, url = 'http://localhost/leads?x=1#top'): Promise<string | null> {
  const request = new Request(url);
  try {
    await guard(
      { request, url: new URL(url), params: {}, pattern: '', context: {} as never },
      async () => undefined,
    );
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => {
  clearSession();
  document.cookie = 'intended_url=; max-age=0; path=/';
});

describe('auth', () => {
  it('sends a signed-out visitor to login and remembers the intended URL', async () => {
    expect(await run(authMiddleware)).toBe('/login');
    expect(getCookie('intended_url')).toBe('/leads?x=1#top');
    expect(takeIntendedUrl()).toBe('/leads?x=1#top');
    expect(takeIntendedUrl()).toBeUndefined(); // read once
  });
  it('lets a signed-in user in', async () => {
    setUser(user('partner'));
    expect(await run(authMiddleware)).toBeNull();
  });
});

describe('admin', () => {
  it('sends a guest to login, a partner to the dashboard, and lets an admin in', async () => {
    expect(await run(adminMiddleware)).toBe('/login');
    expect(getCookie('intended_url')).toBe('/leads?x=1#top');
    setUser(user('partner'));
    expect(await run(adminMiddleware)).toBe('/');
    setUser(user('admin'));
    expect(await run(adminMiddleware)).toBeNull();
  });
});

describe('a generated password', () => {
  it('sends the user to Settings → Password from anywhere until they choose their own', async () => {
    setUser({ ...user('admin'), password_change_required: true });
    expect(await run(passwordChangeMiddleware, 'http://localhost/leads')).toBe(
      '/settings/password',
    );
    expect(await run(passwordChangeMiddleware, 'http://localhost/')).toBe('/settings/password');
    expect(await run(passwordChangeMiddleware, 'http://localhost/settings/password')).toBeNull();
    setUser({ ...user('admin'), password_change_required: false });
    expect(await run(passwordChangeMiddleware, 'http://localhost/leads')).toBeNull();
  });
});

// Issue 31 (decision 0061): the firm requires admins to use two-factor sign-in.
describe('a required second factor', () => {
  it('sends the admin to Settings → Two-factor from anywhere until they enrol', async () => {
    setUser({ ...user('admin'), two_factor_enrolment_required: true });
    expect(await run(twoFactorEnrolmentMiddleware, 'http://localhost/leads')).toBe(
      '/settings/two-factor',
    );
    expect(
      await run(twoFactorEnrolmentMiddleware, 'http://localhost/settings/two-factor'),
    ).toBeNull();
    // The forced password change comes first.
    setUser({
      ...user('admin'),
      two_factor_enrolment_required: true,
      password_change_required: true,
    });
    expect(await run(twoFactorEnrolmentMiddleware, 'http://localhost/leads')).toBeNull();
    setUser({ ...user('admin'), two_factor_enrolment_required: false });
    expect(await run(twoFactorEnrolmentMiddleware, 'http://localhost/leads')).toBeNull();
  });
});

describe('guest', () => {
  it('sends a signed-in user home', async () => {
    expect(await run(guestMiddleware)).toBeNull();
    setUser(user('admin'));
    expect(await run(guestMiddleware)).toBe('/home');
  });
});

describe('role', () => {
  it('admits only the roles of a comma-separated list, else /unauthorized', async () => {
    setUser(user('admin'));
    expect(await run(roleMiddleware('partner'))).toBe('/unauthorized');
    expect(await run(roleMiddleware('partner, admin'))).toBeNull();
    expect(await run(middlewareFor(['role:admin,partner'])[0]!)).toBeNull();
    clearSession();
    expect(await run(roleMiddleware('admin,partner'))).toBe('/unauthorized');
  });
});

describe('firm-owner (decision 0083)', () => {
  const member = (team_role: 'owner' | 'colleague'): TSessionUser => ({
    ...user('partner'),
    partner: { status: 'active', company: 'Firm', referral_code: 'firm1', market: 'AU', team_role },
  });
  beforeAll(async () => {
    await i18next.init({ lng: 'fr', resources: { fr: { translation: messages.fr } } });
  });
  beforeEach(() => currentToasts().forEach((toast) => dismissToast(toast.id)));

  it('sends a firm’s colleague to the dashboard with a notice, in their language, saying the page is the owner’s', async () => {
    setUser(member('colleague'));
    expect(await run(middlewareFor(['firm-owner'])[0]!)).toBe('/');
    expect(currentToasts().map((toast) => [toast.tone, toast.text])).toEqual([
      [
        'info',
        'Cette page est réservée au titulaire de votre cabinet\u00a0: vous voici sur votre tableau de bord.',
      ],
    ]);
  });

  it('lets the owner, an admin and a partner of old (no team role) go on, without a notice', async () => {
    for (const someone of [member('owner'), user('admin'), user('partner')]) {
      setUser(someone);
      expect(await run(firmOwnerMiddleware)).toBeNull();
    }
    expect(currentToasts()).toEqual([]);
  });

  it('sends a signed-out visitor to login', async () => {
    expect(await run(firmOwnerMiddleware)).toBe('/login');
  });
});

describe('intended URL', () => {
  it('honours only paths of this site', () => {
    expect(isSafeIntendedUrl('/leads')).toBe(true);
    expect(isSafeIntendedUrl('//evil.example')).toBe(false);
    expect(isSafeIntendedUrl('/\\evil.example')).toBe(false);
    expect(isSafeIntendedUrl('https://evil.example')).toBe(false);
    expect(isSafeIntendedUrl(undefined)).toBe(false);
  });
});
