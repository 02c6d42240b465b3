// Which catalog areas (lib/catalog-areas.ts) a page needs: the `handle` of its layout routes (the
// public layout, each signed-in area) and of a page whose area is not its layout's (the admin's
// sign-in in the public layout). The server has every catalog at hand; the browser loads these
// before it hydrates the first page (entry.client.tsx) and before it draws each next one (root.tsx).
import type { CatalogArea } from '../lib/catalog-areas';

export interface AreaHandle {
  area: CatalogArea;
}

export function areasOf(handles: readonly unknown[]): CatalogArea[] {
  const areas = handles.flatMap((handle) =>
    typeof handle === 'object' && handle !== null && 'area' in handle ? [(handle as AreaHandle).area] : [],
  );
  return [...new Set(areas)];
}
