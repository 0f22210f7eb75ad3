import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    // `npm run dev` serves the API on 3000; the Vite dev server forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
