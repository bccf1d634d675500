import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's build of the app (`vite build --ssr`): src/ssr/render-page.tsx and the screens
 * it renders, for the API to render the public pages with the browser's own components. Every
 * package is bundled in (Node's own modules aside), so the API's image carries this folder and
 * none of the web's dependencies. No styles or assets: the browser's build (vite.config.ts)
 * sends those.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    target: 'node20',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { input: 'src/ssr/render-page.tsx' },
  },
});
