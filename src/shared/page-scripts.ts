/**
 * A page the server rendered names its scripts here instead of in script tags (decision 0085):
 * `<script type="application/json" id="page-scripts">`, read by the small module that loads them
 * once the page has painted (src/web/after-paint.ts).
 */
export interface PageScripts {
  /** The entry's module scripts, in the order the build wrote them. */
  scripts: string[];
  /** The first screen's chunks beyond the entry (decision 0036), fetched beside it. */
  preloads: string[];
}

export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';
