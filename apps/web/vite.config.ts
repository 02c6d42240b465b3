import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { catalogChunkOf, isCatalogChunkFile } from './src/lib/catalog-areas.ts';

// React Router's framework mode builds the browser's files (dist/client) and the server's
// (dist/server), which the API serves and renders with (docs/decisions/045). The browser's build
// has no source maps (the API would otherwise publish the whole source), and every file is also
// written brotli- and gzip-compressed, which the API sends to browsers that accept them.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    mantineOwnModules(),
    reactRouter(),
    isSsrBuild
      ? compressRouteManifest()
      : compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /^\.vite\// }),
  ],
  // `source` reads packages/shared from its TypeScript. Setting `conditions` replaces Vite's own
  // (module, browser, production), so they are listed again.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    sourcemap: false,
    // dist/client/.vite/manifest.json (never served): which chunk holds which page, for the browser tests.
    manifest: !isSsrBuild,
    // Before a dynamic import Vite adds a modulepreload link for the chunk and each of its imports.
    // A catalog chunk imports nothing the page has not loaded, and each link cost the page's main
    // thread 20 to 38 ms while it started (docs/bench-log.md): a catalog is imported as it is.
    modulePreload: {
      resolveDependencies: (file, dependencies) => (isCatalogChunkFile(file) ? [] : dependencies),
    },
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          // The catalogs of a language are one chunk per set of areas using them (src/lib/catalog-areas.ts).
          output: { codeSplitting: { groups: [{ name: catalogChunkOf }] } },
        },
  },
}));

/**
 * Modules of Mantine's that the browser's build takes from src/lib instead, each doing what
 * Mantine needs of it at less cost to a page's start (the server's render keeps Mantine's own):
 * - Mantine's useId starts from React's id, then swaps in a random one in a layout effect after the
 *   first render: on a page hydrated from the server, every input, alert, tab and dialog then renders
 *   again at once, in the task that commits the hydration (a long task on a phone), and rewrites its
 *   ids in the page. The build takes React's id throughout (mantine-use-id.ts), which the server's
 *   render has already written.
 * - Mantine's ScrollArea, in every table, takes one hook from @floating-ui/react, a single module
 *   the page would otherwise load and run whole before its first press (mantine-merge-refs.ts).
 */
function mantineOwnModules(): Plugin {
  const own = (file: string) => fileURLToPath(new URL(`./src/lib/${file}`, import.meta.url));
  const replacements = [
    { source: './use-id/use-id.mjs', importer: '/@mantine/hooks/', module: own('mantine-use-id.ts') },
    {
      source: '@floating-ui/react',
      importer: '/@mantine/core/esm/components/ScrollArea/',
      module: own('mantine-merge-refs.ts'),
    },
  ];
  return {
    name: 'mantine-own-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      const found = replacements.find((r) => r.source === source && importer?.includes(r.importer));
      return found?.module ?? null;
    },
  };
}

/**
 * React Router writes the browser's route manifest (dist/client/assets/manifest-*.js, sent with every
 * first page: react-router.config.ts) while the server builds, after the browser's build has
 * compressed its files: the server's build compresses it the same way.
 */
function compressRouteManifest(): Plugin {
  let assets = '';
  return {
    name: 'compress-route-manifest',
    apply: 'build',
    configResolved(config) {
      assets = join(config.root, 'dist/client/assets');
    },
    closeBundle() {
      for (const name of readdirSync(assets).filter((file) => /^manifest-[\w-]+\.js$/.test(file))) {
        const file = join(assets, name);
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
