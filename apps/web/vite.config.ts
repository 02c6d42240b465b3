import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantineComponentStyles } from './build/mantine-component-styles';
import { catalogChunkOf } from './src/lib/catalog-areas';

// In development the API (port 3000) serves /api; Vite proxies to it.
// The production build has no source maps (the API would otherwise publish the whole source), and
// every file is also written brotli- and gzip-compressed, which the API sends to browsers that
// accept them (docs/decisions/014). The second build (`--ssr build/prerender.tsx`) bundles the step
// that renders the public pages into HTML; it needs neither the styles nor compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        mantineComponentStyles(),
        compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /^\.vite\// }),
      ],
  // `source` reads packages/shared from its TypeScript. Setting `conditions` replaces Vite's own
  // (module, browser, production), so they are listed again.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  build: isSsrBuild
    ? { outDir: 'dist-prerender', emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: false,
        // dist/.vite/manifest.json (never served): which chunk holds which page, for the prerender and
        // the browser tests.
        manifest: true,
        rolldownOptions: {
          // Fewer, larger requests (docs/decisions/014): what the entry needs is one chunk, and the
          // small chunks a page would share with other pages (a Card, a Badge and their styles) are
          // copied into each page's chunk instead of being requested one by one. The catalogs of a
          // language are one chunk per set of areas using them (src/lib/catalog-areas.ts).
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: catalogChunkOf }, { name: 'initial', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
        },
      },
}));
