import { FALLBACK_LOCALE, type Locale } from '../../shared/i18n/locales';
import { guest as en } from '../../shared/i18n/messages/en/guest';
import { guest as es } from '../../shared/i18n/messages/es/guest';
import { guest as fr } from '../../shared/i18n/messages/fr/guest';
import { guest as ptBR } from '../../shared/i18n/messages/pt-BR/guest';
import { guest as zhCN } from '../../shared/i18n/messages/zh-CN/guest';
import { PAGE_MESSAGES_ELEMENT_ID } from '../../shared/i18n/page-messages';
import { jsonScript } from './json-script';

const GUEST_MESSAGES: Record<Locale, typeof en> = { en, es, fr, 'pt-BR': ptBR, 'zh-CN': zhCN };

// The same few blocks for every page: built once per language.
const blocks = new Map<Locale, string>();

/**
 * The guest messages of the visitor's language and of the fallback, in the page (decision
 * 0064): the first screen shows without waiting for them as scripts, and they do not count
 * against the guest pages' script budget. The back office's and the deal room's messages still
 * load as scripts, with their screens.
 */
export function pageMessagesScript(locale: Locale): string {
  let block = blocks.get(locale);
  if (!block) {
    const locales = new Set([FALLBACK_LOCALE, locale]);
    block = jsonScript(
      PAGE_MESSAGES_ELEMENT_ID,
      Object.fromEntries([...locales].map((language) => [language, GUEST_MESSAGES[language]])),
    );
    blocks.set(locale, block);
  }
  return block;
}
