import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/web/e2e/**'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        // The screens' logic and components, in a simulated browser (happy-dom) with Testing Library.
        extends: true,
        esbuild: { jsx: 'automatic' },
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
