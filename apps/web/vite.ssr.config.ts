import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's build of the app (`vite build --ssr`): src/ssr/render-page.tsx and the screens
 * it renders, for the API to render the public pages with the browser's own components. The
 * workspace package is TypeScript source, so it is bundled; every npm package stays an import,
 * resolved from node_modules where the API runs. No styles or assets: the browser's build
 * (vite.config.ts) sends those.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['@tutoring/shared'] },
  build: {
    target: 'node20',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { input: 'src/ssr/render-page.tsx' },
  },
});
