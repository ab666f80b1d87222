import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import * as vite from 'vite';
import { defineConfig, type PluginOption } from 'vite';

// The workspace root holds Vite 8 (rolldown, pulled in by Vitest 4) and this app Vite 7.
// @vitejs/plugin-react resolves the root copy, believes it runs on rolldown and adds a
// rolldown-only refresh wrapper that breaks Vite 7's dev server ("Missing field
// `moduleType`"). Drop it when the running Vite is not rolldown-based: dev then works,
// with full reloads instead of React fast refresh. Aligning the Vite versions removes this.
const runningOnRolldown = 'rolldownVersion' in vite;
const reactPlugins = (react() as PluginOption[]).filter(
  (p) =>
    runningOnRolldown ||
    !(p && typeof p === 'object' && 'name' in p && p.name === 'vite:react:refresh-wrapper'),
);

// Vendor code every page needs goes into a few long-cached chunks; everything else
// (feature pages, the /admin back-office, zod and the form libraries) is split by the
// lazy imports in src/app/routes.tsx, so public pages never download admin code.
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  query: /node_modules\/@tanstack\//,
};

export default defineConfig(({ mode }) => ({
  plugins: reactPlugins,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    sourcemap: mode !== 'production',
    target: 'es2020',
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
}));
