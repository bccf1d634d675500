import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    // Admin screens are split off by route-level lazy loading (src/app/router.tsx).
    sourcemap: false,
  },
});
