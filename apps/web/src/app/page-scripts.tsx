// React Router's scripts for the first page, with its modules fetched at low priority. The server
// has drawn the page; its scripts only take it over (hydration), so they should not hold up what
// draws it. React Router preloads every module of the page (<link rel="modulepreload">) at the
// browser's default for scripts, high: on a phone's connection a page's hundred modules then share
// the bandwidth with its stylesheets, and Lighthouse counts each of them as blocking the first paint
// (docs/decisions/062). React preloads them here at low priority instead, as it does for its own
// bootstrap scripts, and React Router is given the manifest without the modules' imports, so that it
// adds no second link for each.
import { useContext, useMemo } from 'react';
import { preloadModule } from 'react-dom';
import { Scripts, UNSAFE_FrameworkContext, useMatches } from 'react-router';

// React 19.3 passes fetchPriority on to the link; @types/react-dom does not list it yet.
declare module 'react-dom' {
  interface PreloadModuleOptions {
    fetchPriority?: 'high' | 'low' | 'auto';
  }
}

type FrameworkContext = NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>;
type Manifest = FrameworkContext['manifest'];

/** Every module React Router would preload for these routes: its manifest, its entry and the routes'. */
function modulesOfPage(manifest: Manifest, routeIds: readonly string[]): string[] {
  const routes = routeIds.flatMap((id) => {
    const route = manifest.routes[id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return [...new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...routes])];
}

/** The manifest with no module's imports: React Router then links only the modules it imports itself. */
function withoutImports(manifest: Manifest): Manifest {
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id, route && { ...route, imports: [] }]),
  );
  return { ...manifest, entry: { ...manifest.entry, imports: [] }, routes };
}

export function PageScripts({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  // On the server only: in the browser the page's modules are loaded by then, and later pages'
  // modules are React Router's to load.
  if (framework && typeof window === 'undefined') {
    const modules = modulesOfPage(
      framework.manifest,
      matches.map((match) => match.id),
    );
    for (const href of modules) preloadModule(href, { as: 'script', fetchPriority: 'low', nonce });
  }
  const lean = useMemo(() => framework && { ...framework, manifest: withoutImports(framework.manifest) }, [framework]);
  return (
    <UNSAFE_FrameworkContext.Provider value={lean}>
      <Scripts nonce={nonce} />
    </UNSAFE_FrameworkContext.Provider>
  );
}
