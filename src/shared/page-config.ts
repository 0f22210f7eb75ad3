import { z } from 'zod';
import { SUPPORTED_LOCALES } from './i18n/locales';

/** Injected by the server into index.html (`#app-config`), read by the SPA at start. */
export const ZPageConfigSchema = z.object({
  appName: z.string(),
  themeColor: z.string(),
  defaultLocale: z.enum(SUPPORTED_LOCALES),
  locales: z.array(z.enum(SUPPORTED_LOCALES)),
});
export type PageConfig = z.infer<typeof ZPageConfigSchema>;

export const PAGE_CONFIG_ELEMENT_ID = 'app-config';
