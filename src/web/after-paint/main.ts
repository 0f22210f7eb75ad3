import { afterFirstPaint } from './after-first-paint';
import { loadPageScripts } from './load-page-scripts';

/**
 * The one script of a page the server rendered (decision 0085), built as an entry of its own.
 * The page is whole without its scripts, which only make it live: they are asked for once the
 * browser has painted it, so that on a phone's network the stylesheet has the line to itself
 * and the form shows first. What a visitor types meanwhile is kept (typed-before-hydration.ts).
 */
afterFirstPaint(loadPageScripts);
