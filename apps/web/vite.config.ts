import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// react-router's package exports name only its development build (dev warnings on), whatever the mode:
// remix-run/react-router#14102, open. A build takes the production copy it ships beside it (the same code
// with ENABLE_DEV_WARNINGS off, so the warnings' code and messages drop out of the bundle).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// Vendor code every page needs goes into a few long-cached chunks; everything else
// (feature pages, the /admin back-office, zod and the form libraries) is split by the
// lazy imports in src/app/routes.tsx, so public pages never download admin code.
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  query: /node_modules\/@tanstack\//,
};

export default defineConfig(({ mode, command }) => {
  // A build is always a production build, even when the caller's NODE_ENV says otherwise (Vitest sets
  // NODE_ENV=test for the e2e set-up that builds the site, and React's development build is twice the size).
  // Vite reads NODE_ENV after loading this file, so setting it here makes React and the JSX runtime agree.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      // Brotli (quality 11) and gzip (level 9) copies of the scripts and stylesheets, made once here: the
      // server sends them as they are (@fastify/static, preCompressed) instead of compressing each request
      // with @fastify/compress's fast settings, which made react's chunk 69.6 KB of brotli, larger than gzip.
      compression({
        include: /\.(js|css|svg)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: the server names a route's lazy chunks in its HTML (modulepreload).
      manifest: true,
      sourcemap: mode !== 'production',
      target: 'es2020',
      // Terser rather than esbuild's minifier: react-dom ships unminified, and terser's compressor (two passes,
      // ES modules) takes more off what every phone downloads first (docs/benchmarks.md); it costs build seconds.
      minify: 'terser',
      terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
      // The polyfill only helps browsers without <link rel="modulepreload"> (Safari before 17), which then
      // fetch the same chunks on import instead of ahead: not worth its bytes on every phone's first visit.
      modulePreload: { polyfill: false },
      rollupOptions: {
        // The shared contracts package declares zod schemas at module level; telling the
        // bundler those modules are side-effect free lets a page that only needs a constant
        // skip the schemas (and zod itself).
        treeshake: {
          moduleSideEffects: (id) => !/packages[\\/]contracts[\\/]/.test(id),
        },
        output: {
          manualChunks(id) {
            for (const [name, pattern] of Object.entries(VENDOR_CHUNKS)) {
              if (pattern.test(id)) return name;
            }
            return undefined;
          },
        },
      },
    },
  };
});
