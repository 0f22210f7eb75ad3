/**
 * The guest messages the server puts in each page, as JSON (decision 0064): the visitor's
 * language and the fallback, which the browser would otherwise fetch as scripts before the first
 * screen can show. Keyed by locale.
 */
export const PAGE_MESSAGES_ELEMENT_ID = 'app-messages';
