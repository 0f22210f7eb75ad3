import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { PREACT_ALIASES, PREACT_JSX } from './build/preact-renderer.ts';
import { routePreloads } from './build/route-preloads.ts';

/**
 * Two warnings the Preact renderer makes harmless, kept out of the build log so a real one shows:
 * the "use client" line of server-components builds (no server components here), and React
 * Router's probe for `useOptimistic`, which Preact lacks and the router replaces itself.
 */
function quietKnownRendererWarnings(
  warning: { code?: string; message: string },
  warn: (warning: { code?: string; message: string }) => void,
) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
  warn(warning);
}

/**
 * Chunks by who loads them, few and not tiny (decision 0036): on a phone network each request
 * costs a round trip, and a first visit made 45 of them. Every page loads the entry's static
 * graph, so it is one chunk of libraries (kept across releases by the browser's cache) and one
 * of our code. The screens' code is grouped by the set of screens that use it, and a group under
 * 8 KB joins its nearest neighbour rather than costing a request of its own.
 */
const FEW_REQUESTS = {
  groups: [
    { name: 'vendor', tags: ['$initial' as const], test: /node_modules[\\/]/, priority: 3 },
    { name: 'app', tags: ['$initial' as const], priority: 3 },
    {
      name: 'forms',
      test: /src[\\/]web[\\/](components[\\/](form|page-loading)|lib[\\/](forms|rules|use-guest-data))|src[\\/]shared[\\/](validation|i18n[\\/]message-key)|node_modules[\\/]react-hook-form[\\/]/,
      priority: 2,
    },
    {
      name: 'guest-forms',
      test: /src[\\/]web[\\/]features[\\/]apply[\\/](guest-submit|honeypot-field|market-choice|form-options-state|received-reference)|src[\\/]shared[\\/]leads[\\/](lead-fields|lead-market-rules|phone)\.|node_modules[\\/]libphonenumber-js[\\/]/,
      priority: 1,
    },
  ],
};

/**
 * React Router's package names its development build for every bundler: its invariant checks and
 * warnings would ship to every visitor. The build takes the production build it also contains.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

export default defineConfig(({ command }) => ({
  root: 'src/web',
  plugins: [tailwindcss(), routePreloads(), precompress()],
  resolve: {
    alias: command === 'build' ? [...PREACT_ALIASES, REACT_ROUTER_PRODUCTION] : PREACT_ALIASES,
  },
  oxc: { jsx: PREACT_JSX },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Source maps would publish the whole front-end source: only on request, for debugging.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'true',
    rolldownOptions: {
      onwarn: quietKnownRendererWarnings,
      output: { codeSplitting: FEW_REQUESTS },
    },
  },
  server: {
    // `npm run dev` serves the API on 3000; the Vite dev server forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
