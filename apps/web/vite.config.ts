import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API (port 3000) serves /api and /locales; Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/locales': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: true },
});
