import { z } from 'zod/mini';
import { SUPPORTED_LOCALES } from './i18n/locales';
import { MARKETS } from './markets/markets';
import type { AppSettings } from './settings/settings.contract';

/**
 * The firm's identity (issue 13): its legal name and, once set, its business number, credit
 * licence and contact. Empty parts are simply not shown.
 */
const ZFirmIdentitySchema = z.object({
  legalName: z.string(),
  market: z.nullable(z.enum(MARKETS)),
  businessNumber: z.nullable(z.string()),
  creditLicence: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type FirmIdentity = z.infer<typeof ZFirmIdentitySchema>;

/** An OAuth provider the sign-in screen offers (issue 16): its path id and button name. */
const ZOAuthProviderInfoSchema = z.object({ id: z.string(), name: z.string() });
export type OAuthProviderInfo = z.infer<typeof ZOAuthProviderInfoSchema>;

/** Injected by the server into index.html (`#app-config`), read by the SPA at start. */
export const ZPageConfigSchema = z.object({
  appName: z.string(),
  themeColor: z.string(),
  defaultLocale: z.enum(SUPPORTED_LOCALES),
  locales: z.array(z.enum(SUPPORTED_LOCALES)),
  /** Who runs this service, as the footer and the legal pages name it (setting `firm`). */
  firm: ZFirmIdentitySchema,
  /** Configured OAuth providers; absent in pages injected by older servers. */
  oauthProviders: z._default(z.array(ZOAuthProviderInfoSchema), []),
});
export type PageConfig = z.infer<typeof ZPageConfigSchema>;

export const PAGE_CONFIG_ELEMENT_ID = 'app-config';

/**
 * Until the settings screen sets it, the firm is named after the app and nothing else is
 * claimed: no number or licence is ever made up. Shared: the server injects it into every page,
 * the settings screen recomputes it after a save.
 */
export function firmIdentity(firm: AppSettings['firm'], appName: string): FirmIdentity {
  const text = (value: string) => value || null;
  return {
    legalName: firm.legal_name || appName,
    market: firm.market,
    businessNumber: text(firm.business_number),
    creditLicence: text(firm.credit_licence),
    email: text(firm.email),
    phone: text(firm.phone),
  };
}
