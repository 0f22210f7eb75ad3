import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { PREACT_ALIASES, PREACT_JSX } from './build/preact-renderer.ts';

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

export default defineConfig({
  root: 'src/web',
  plugins: [tailwindcss(), precompress()],
  resolve: { alias: PREACT_ALIASES },
  oxc: { jsx: PREACT_JSX },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Source maps would publish the whole front-end source: only on request, for debugging.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'true',
    rolldownOptions: { onwarn: quietKnownRendererWarnings },
  },
  server: {
    // `npm run dev` serves the API on 3000; the Vite dev server forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
