import type { Locale } from '../locales';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';

/** English is the reference: every other language must have exactly its keys (i18n test). */
export type Messages = typeof en;

/** Every message in every language. The server uses them all; the browser loads one at a time. */
export const messages: Record<Locale, Messages> = { en, es, fr, 'pt-BR': ptBR, 'zh-CN': zhCN };
