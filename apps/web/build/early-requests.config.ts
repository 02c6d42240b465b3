// The third build: app/early-requests.ts on its own, as one classic script with everything it
// imports inside (no shared chunk to wait for), which build/prerender.tsx names in index.html
// with `async` so that it runs as soon as it arrives (docs/decisions/014).
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /^\.vite\// })],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/early-requests-manifest.json',
    rolldownOptions: {
      input: 'src/app/early-requests.ts',
      output: { format: 'iife', entryFileNames: 'assets/early-requests-[hash].js' },
    },
  },
});
