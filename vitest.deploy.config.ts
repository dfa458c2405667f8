import { defineConfig } from 'vitest/config';

/** npm run test:deploy: nginx and replicas on loopback, from deploy/. */
export default defineConfig({
  test: {
    include: ['test/deploy/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    globalSetup: ['test/support/command-bundles.ts'],
    setupFiles: ['test/support/each-file.ts'],
  },
});
