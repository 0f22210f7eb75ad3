// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { RecipientsAudience } from './recipients-audience';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { translation: messages.en },
      'zh-CN': { translation: messages['zh-CN'] },
      fr: { translation: messages.fr },
    },
  });
});
afterEach(cleanup);

/** The audience as the server answered it, already in the cache: no request is made. */
function renderWith(activeAdmins: number, listed: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['notification-audience'], { active_admins: activeAdmins });
  return render(
    <QueryClientProvider client={client}>
      <RecipientsAudience listed={listed} id="hint" />
    </QueryClientProvider>,
  );
}

describe('what the recipients setting says it reaches', () => {
  it('with nobody listed: every active admin, counted, never “nobody”', async () => {
    await i18next.changeLanguage('en');
    renderWith(3, 0);
    expect(
      screen.getByText(
        'Nobody chosen: every active admin (3) receives new applications, partner sign-ups and deal-room updates, each in their own language.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/nobody is notified/i)).toBeNull();
    expect(screen.getByText(/an admin given a lead by someone else is always told/i)).toBeVisible();
  });

  it('with one admin, in the singular; in Chinese and French too', async () => {
    await i18next.changeLanguage('en');
    renderWith(1, 0);
    expect(screen.getByText(/the one active admin receives new applications/)).toBeVisible();
    cleanup();
    await i18next.changeLanguage('zh-CN');
    renderWith(4, 0);
    expect(screen.getByText(/全部 4 位在职管理员都会收到新申请/)).toBeVisible();
    cleanup();
    await i18next.changeLanguage('fr');
    renderWith(2, 0);
    expect(screen.getByText(/chaque administrateur actif \(2\) reçoit/)).toBeVisible();
  });

  it('with addresses listed: only those, and admins not listed do not', async () => {
    await i18next.changeLanguage('en');
    renderWith(3, 2);
    expect(screen.getByText(/Only the addresses below receive/)).toBeVisible();
    expect(screen.queryByTestId('recipients-fallback')).toBeNull();
  });
});
