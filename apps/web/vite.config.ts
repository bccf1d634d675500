import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// vitest/config's defineConfig is Vite's, plus the `test` block below.
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // One origin in development too: the API (and its share pages) behind Vite's proxy.
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/share': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    // Admin screens are split off by route-level lazy loading (src/app/router.tsx). Libraries
    // go to their own chunks: they change less often than the app, so browsers keep them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|zod|react-hook-form|@hookform)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
