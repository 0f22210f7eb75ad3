/**
 * A `<script type="application/json">` block: data the page's scripts read, never run, so the
 * strict CSP (no inline script) allows it. `<` is escaped so that no value can end the block.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
