/** An ILIKE pattern for "contains": `%`, `_` and `\` typed in a search box mean themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
