/** The languages offered (product spec §9). Codes are BCP 47, as browsers send them. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'pt-BR', 'zh-CN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
};

/**
 * Turns a locale written in any common form (`en_US`, `pt-br`, `zh_CN`, `fr-CA`) into one we
 * offer, or undefined when we offer nothing close to it.
 */
export function normalizeLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 35) return undefined;
  const [language = '', region = ''] = value.trim().replace('_', '-').split('-');
  const exact = `${language.toLowerCase()}${region ? `-${region.toUpperCase()}` : ''}`;
  const direct = SUPPORTED_LOCALES.find((locale) => locale === exact);
  if (direct) return direct;
  return SUPPORTED_LOCALES.find((locale) => locale.split('-')[0] === language.toLowerCase());
}

/** Picks the best offered locale from an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of ranked) {
    const locale = normalizeLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}
