import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four suites: `unit` (pure code, components), `api` (the server through inject on a real
// database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set), `resilience` (the real server
// on its own PostgreSQL cluster) and `e2e` (Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        // Components render with React, as in the build.
        plugins: [react()],
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
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
