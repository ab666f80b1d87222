import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: fault and load tests against real server processes on 127.0.0.1.
 * One file at a time (they measure throughput and recovery, and share two cores); every step is bounded.
 */
export default defineConfig({
  test: {
    include: ['reliability/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 200_000,
  },
});
