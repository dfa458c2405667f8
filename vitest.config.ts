import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The deployment recipe (nginx, replicas) has its own run: npm run test:deploy.
    exclude: ['test/deploy/**', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share their worker's modules: each file would otherwise import the service afresh,
    // a third of the run. Every file still cleans up after itself (test/support/each-file.ts).
    isolate: false,
    globalSetup: ['test/support/command-bundles.ts'],
    setupFiles: ['test/support/each-file.ts'],
    // Two cores: two test files at a time keeps the servers they start from starving each other.
    maxWorkers: 2,
  },
});
