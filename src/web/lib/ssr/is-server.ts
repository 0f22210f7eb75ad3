/**
 * True while the server renders a guest page (decision 0073): no window, no document, no
 * storage. Module code that would touch them on the first render asks this first.
 */
export const isServer = typeof document === 'undefined';
