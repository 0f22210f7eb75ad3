import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { APP_ROOT, escapeHtml } from './rendered-page';

/** Answers a page for a request Fastify refused before routing; set by the SPA's routes. */
export interface FallbackPages {
  badAddress?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const MODULE_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The page for an address the browser cannot even decode (`/%ff`, `/term-sheet/%00%ff`;
 * issue 42 item 2): "This link cannot be used", in the visitor's language, as the deal room
 * says it for a link that no longer works. Plain HTML with the app's styles and no script: the
 * browser's router could not read this address either, and would draw its own page over it.
 */
export function badAddressPage(html: string, t: TFunction, appName: string): string {
  const title = t('deal-room.unavailable_title');
  const body = `<main class="mx-auto flex max-w-2xl flex-col gap-4 p-6" data-testid="link-unavailable"><h1 class="text-2xl font-semibold">${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t('deal-room.link_unavailable'))}</p><p><a class="underline" href="/">${escapeHtml(appName)}</a></p></main>`;
  return html
    .replace(MODULE_SCRIPTS, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${title} · ${appName}`)}</title>`)
    .replace(APP_ROOT, () => `<div id="app">${body}</div>`);
}
