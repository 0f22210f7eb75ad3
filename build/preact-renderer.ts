import type { Alias } from 'vite';

/**
 * The app is written against React's API and rendered by Preact's compatibility layer
 * (decision 0035): 50 KB less JavaScript on every guest page. The same aliases serve the
 * build, the dev server and the component tests, so every test renders with what ships.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React 17's stand-in for a hook Preact has itself (react-i18next imports it; it is CommonJS,
  // whose `require('react')` the test runner would not send through these aliases).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** JSX compiles to Preact's automatic runtime (through compat, which maps React's props). */
export const PREACT_JSX = { runtime: 'automatic', importSource: 'preact/compat' } as const;
