import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { lazyPhoneRules } from './build/lazy-phone-rules.ts';
import { precompress } from './build/precompress.ts';
import { AFTER_PAINT_ENTRY, routePreloads } from './build/route-preloads.ts';

/**
 * The "use client" line of server-components builds is harmless here (no server components), and
 * kept out of the build log so a real warning shows.
 */
function quietServerComponentDirectives(
  warning: { code?: string; message: string },
  warn: (warning: { code?: string; message: string }) => void,
) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  warn(warning);
}

/**
 * Chunks by who loads them, few and not tiny (decision 0036): on a phone network each request
 * costs a round trip, and a first visit made 45 of them. Every page loads the entry's static
 * graph, so it is one chunk of libraries (kept across releases by the browser's cache) and one
 * of our code. The screens' code is grouped by the set of screens that use it, and a group under
 * 8 KB joins its nearest neighbour rather than costing a request of its own.
 */
// The loader of a rendered page's scripts (decision 0085): an entry of its own, kept whole and
// out of the app's chunk, as it must run before any of the app's code has loaded.
const AFTER_PAINT = /src[\\/](web[\\/]after-paint[\\/]|shared[\\/]page-scripts\.)/;

const FEW_REQUESTS = {
  groups: [
    { name: 'vendor', tags: ['$initial' as const], test: /node_modules[\\/]/, priority: 3 },
    {
      name: 'app',
      tags: ['$initial' as const],
      test: (id: string) => !AFTER_PAINT.test(id),
      priority: 3,
    },
    {
      name: 'forms',
      test: /src[\\/]web[\\/](components[\\/](form|page-loading)|lib[\\/](forms[\\/](forms|rules)|http[\\/]use-guest-data))|src[\\/]shared[\\/](validation|i18n[\\/]message-key)|node_modules[\\/]react-hook-form[\\/]/,
      priority: 2,
    },
    {
      name: 'guest-forms',
      // Not the phone rules (libphonenumber): the forms load them on their first phone check.
      test: /src[\\/]web[\\/]features[\\/]apply[\\/](guest-submit|honeypot-field|market-choice|form-options-state|received-reference)|src[\\/]shared[\\/]leads[\\/](lead-fields|lead-market-rules)\./,
      priority: 1,
    },
  ],
};

export default defineConfig(() => ({
  root: 'src/web',
  plugins: [react(), tailwindcss(), lazyPhoneRules(), routePreloads(), precompress()],
  build: {
    outDir: '../../dist/web',
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // Source maps would publish the whole front-end source: only on request, for debugging.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'true',
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'src/web/index.html'),
        [AFTER_PAINT_ENTRY]: resolve(import.meta.dirname, 'src/web/after-paint/main.ts'),
      },
      onwarn: quietServerComponentDirectives,
      output: { codeSplitting: FEW_REQUESTS },
    },
  },
  server: {
    // `npm run dev` serves the API on 3000; the Vite dev server forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
