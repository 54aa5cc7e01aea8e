import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const content = fileURLToPath(new URL('./content', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src, '@content': content } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup-dom.ts', 'tests/unit/fail-on-console-error.ts'],
          // A worker imports the app's modules and the 206 locale files once, not once per file: the
          // suite took 258 s isolated and 60 s shared, run one after the other on this 2-core machine.
          // setup-dom.ts puts the page, storage, cookies, language, toasts, the client's caches,
          // globals, spies and clocks back before each file and after each test, so that no file
          // sees what another left.
          isolate: false,
          // CI runs this suite beside both API suites on two cores: a screen test making several
          // waits of up to 5 s each (setup-dom.ts) needs room beyond vitest's 5 s default.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Every file builds its own app on its own database copy; only the modules are shared, so
          // the server's code is imported once per worker instead of once per file (about 190 s of a
          // PGlite run's import time on this 2-core machine).
          isolate: false,
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          // A loaded 2-core machine takes over 10 s to start an app on a fresh database.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
