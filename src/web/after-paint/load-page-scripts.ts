import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '../../shared/page-scripts';

/** Adds the scripts the server named in the page (decision 0085) to its head: they load now. */
export function loadPageScripts(): void {
  const text = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  if (!text) return;
  const { scripts, preloads } = JSON.parse(text) as PageScripts;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const src of scripts) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  }
}
