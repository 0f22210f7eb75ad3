import type { Locale } from '../../../shared/i18n/locales';
import { dealRoomMessages as dealRoomEn } from '../../../shared/i18n/messages/en/deal-room';
import { guest as guestEn } from '../../../shared/i18n/messages/en/guest';
import { dealRoomMessages as dealRoomEs } from '../../../shared/i18n/messages/es/deal-room';
import { guest as guestEs } from '../../../shared/i18n/messages/es/guest';
import { dealRoomMessages as dealRoomFr } from '../../../shared/i18n/messages/fr/deal-room';
import { guest as guestFr } from '../../../shared/i18n/messages/fr/guest';
import { dealRoomMessages as dealRoomPtBr } from '../../../shared/i18n/messages/pt-BR/deal-room';
import { guest as guestPtBr } from '../../../shared/i18n/messages/pt-BR/guest';
import { dealRoomMessages as dealRoomZhCn } from '../../../shared/i18n/messages/zh-CN/deal-room';
import { guest as guestZhCn } from '../../../shared/i18n/messages/zh-CN/guest';

/**
 * What a server-rendered page may say (decision 0073): the guest messages and the deal room's,
 * the bundles the browser holds when it hydrates a guest page. Never the back office's.
 */
const MESSAGES: Record<Locale, object> = {
  en: { ...guestEn, ...dealRoomEn },
  es: { ...guestEs, ...dealRoomEs },
  fr: { ...guestFr, ...dealRoomFr },
  'pt-BR': { ...guestPtBr, ...dealRoomPtBr },
  'zh-CN': { ...guestZhCn, ...dealRoomZhCn },
};

export function serverMessages(locale: Locale): object {
  return MESSAGES[locale];
}
