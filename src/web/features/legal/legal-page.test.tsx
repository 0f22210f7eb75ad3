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

/** The server's answer to GET /api/legal/:document: the admin's text as HTML, '' for none. */
function storedText(html: string) {
  const version = html
    ? {
        id: 'v1',
        document: 'terms',
        locale: 'en',
        version: 1,
        saved_at: '2026-11-26T00:00:00.000Z',
        saved_by: 'Ada',
      }
    : null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ version, html }, { headers: { 'content-type': 'application/json' } }),
    ),
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
  it('replaces the default sections with its own, and inserts nothing that could run', async () => {
    withFirm({ email: 'legal@acme.test' });
    // What a hostile or broken server could send: DOMPurify still strips it.
    storedText(
      '<h2>Our own terms</h2><ul><li>First</li></ul><p><a href="javascript:alert(1)">bad</a> <a href="https://acme.test/">good</a></p><img src="x" onerror="alert(2)"><script>alert(3)</script>',
    );
    render(<TermsScreen />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Our own terms' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('First');
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute(
      'href',
      'https://acme.test/',
    );
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(document.querySelector('img, script')).toBeNull();
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
