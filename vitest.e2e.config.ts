import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import DurationSequencer from './tests/e2e/support/sequencer.ts';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // One browser, one app: files run one after another; CI runs two such shards side by side, each
    // with its own app, and deals the files to them by their recorded durations.
    fileParallelism: false,
    sequence: { sequencer: DurationSequencer },
    // expect.poll waits 1 s unless told: too little for a page that answers a click through the server
    // while CI runs two shards side by side (a check that fails still fails, later).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
