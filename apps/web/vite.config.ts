import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { catalogChunkOf } from './src/lib/catalog-areas';

// React Router's framework mode builds the browser's files (dist/client) and the server's
// (dist/server), which the API serves and renders with (docs/decisions/045). The browser's build
// has no source maps (the API would otherwise publish the whole source), and every file is also
// written brotli- and gzip-compressed, which the API sends to browsers that accept them.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /^\.vite\// })]),
  ],
  // `source` reads packages/shared from its TypeScript. Setting `conditions` replaces Vite's own
  // (module, browser, production), so they are listed again.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    sourcemap: false,
    // dist/client/.vite/manifest.json (never served): which chunk holds which page, for the browser tests.
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          // The catalogs of a language are one chunk per set of areas using them (src/lib/catalog-areas.ts).
          output: { codeSplitting: { groups: [{ name: catalogChunkOf }] } },
        },
  },
}));
