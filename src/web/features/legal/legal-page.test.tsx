// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import type { PageConfig } from '../../../shared/page-config';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.appConfig;
});

/** The server's answer to GET /api/legal/:document: the admin's text, '' when none is saved. */
function storedText(text: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ text }, { headers: { 'content-type': 'application/json' } })),
  );
}

function withFirm(firm: Partial<PageConfig['firm']>) {
  window.appConfig = {
    appName: 'LendRef',
    themeColor: '#3D76C2',
    defaultLocale: 'en',
    locales: ['en'],
    oauthProviders: [],
    firm: {
      legalName: 'Acme Lending Pty Ltd',
      market: 'AU',
      businessNumber: null,
      creditLicence: null,
      email: null,
      phone: null,
      ...firm,
    },
  };
}

describe('the privacy policy', () => {
  it('names the firm, and offers a contact with its number and licence once they are set', async () => {
    withFirm({
      businessNumber: '51 824 753 556',
      creditLicence: '123456',
      email: 'privacy@acme.test',
      phone: '+61 2 9876 5432',
    });
    storedText('');
    render(<PrivacyScreen />);
    expect(await screen.findByText(/^Acme Lending Pty Ltd helps businesses/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('ABN 51 824 753 556')).toBeInTheDocument();
    expect(screen.getByText('Australian Credit Licence 123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@acme.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@acme.test',
    );
    expect(screen.getByRole('link', { name: '+61 2 9876 5432' })).toHaveAttribute(
      'href',
      'tel:+61298765432',
    );
  });

  it('promises no contact the settings do not give', async () => {
    withFirm({});
    storedText('');
    render(<PrivacyScreen />);
    await screen.findByText(/^Acme Lending Pty Ltd helps businesses/);
    expect(screen.queryByRole('heading', { level: 2, name: 'Contact' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });
});

describe('a legal text the admin wrote', () => {
  it('replaces the default sections, one paragraph per blank-line block', async () => {
    withFirm({ email: 'legal@acme.test' });
    storedText('Our own terms.\nSecond line.\n\n  Another paragraph.  ');
    render(<TermsScreen />);
    const first = await screen.findByText(/^Our own terms\./);
    expect(first.tagName).toBe('P');
    expect(first.textContent).toBe('Our own terms.\nSecond line.');
    expect(screen.getByText('Another paragraph.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our service' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
  });

  it('falls back to the default text when the server cannot answer', async () => {
    withFirm({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    render(<TermsScreen />);
    expect(await screen.findByRole('heading', { name: 'Our service' })).toBeInTheDocument();
  });
});
