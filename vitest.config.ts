import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES, PREACT_JSX } from './build/preact-renderer';

// Four suites: `unit` (pure code, components), `api` (the server through inject on a real
// database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set), `resilience` (the real server
// on its own PostgreSQL cluster) and `e2e` (Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        // Components render with Preact, as in the build (decision 0035): every library goes
        // through Vite's resolver (inline), in its ES build where it has one, so that whatever
        // imports React meets the same aliases (a CommonJS `require` would not).
        resolve: {
          mainFields: ['module', 'main'],
          alias: PREACT_ALIASES,
        },
        oxc: { jsx: PREACT_JSX },
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // All but the bundler itself (build/ tests use its parser on the server side).
          server: {
            deps: { inline: [/^(?!.*[\\/]node_modules[\\/](vite|rolldown|@rolldown)[\\/])/] },
          },
          // The one CommonJS-only library is bundled ahead, as the build bundles it, aliases
          // applied; Preact goes in the same bundle so that there is one copy of it.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'use-sync-external-store/shim/with-selector',
                  'preact',
                  'preact/hooks',
                  'preact/compat',
                  'preact/compat/client',
                  'preact/compat/jsx-runtime',
                  'preact/jsx-runtime',
                  'preact/test-utils',
                ],
              },
            },
          },
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['tests/support/database-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The real server against its own PostgreSQL cluster, restarted under load.
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/server-global-setup.ts'],
          setupFiles: ['e2e/support/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser, one server: files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
