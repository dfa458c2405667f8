import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The deployment recipe (nginx, replicas) has its own run: npm run test:deploy.
    exclude: ['test/deploy/**', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two test files at a time keeps the servers they start from starving each other.
    maxWorkers: 2,
  },
});
