// Which catalog chunk each namespace goes in (lib/catalog-areas.ts, docs/decisions/014): the table
// names real namespaces, a namespace it does not name is in the base chunk that every page loads,
// and an area's pages get every namespace the table gives them.
import { readdirSync } from 'node:fs';
import { WEB_NAMESPACES } from '@fis/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_AREAS,
  type CatalogArea,
  catalogChunkOf,
  isBaseNamespace,
  isCatalogChunkFile,
  namespacesOf,
} from '../src/lib/catalog-areas';

const LOCALES = new URL('../../../packages/shared/locales/', import.meta.url);
const AREAS: CatalogArea[] = ['public', 'candidate', 'company', 'admin'];

describe('the catalog areas', () => {
  it('name only namespaces the web app has, each in at least one area', () => {
    for (const [namespace, areas] of Object.entries(CATALOG_AREAS)) {
      expect(WEB_NAMESPACES, namespace).toContain(namespace);
      expect(areas.length, namespace).toBeGreaterThan(0);
    }
  });

  it('leave every other namespace, and any added later, in the base chunk of its language', () => {
    const files = readdirSync(new URL('en/', LOCALES)).map((file) => file.replace(/\.json$/, ''));
    const base = files.filter(isBaseNamespace);
    expect(base).toContain('common');
    expect(base).toContain('errors');
    for (const namespace of [...base, 'aNamespaceAddedLater']) {
      expect(catalogChunkOf(`/work/packages/shared/locales/zh/${namespace}.json`), namespace).toBe('zh');
    }
  });

  it('put each listed namespace in the chunk of exactly its areas, in every language', () => {
    expect(catalogChunkOf('/x/locales/en/adminLists.json')).toBe('en-admin');
    expect(catalogChunkOf('C:\\x\\locales\\cn\\jobs.json')).toBe('cn-company-admin');
    expect(catalogChunkOf('/x/src/lib/i18n.ts')).toBeNull();
    for (const area of AREAS) {
      for (const namespace of namespacesOf(area)) {
        expect(catalogChunkOf(`/x/locales/en/${namespace}.json`)?.split('-').slice(1), namespace).toContain(area);
      }
    }
    expect(namespacesOf('candidate')).not.toContain('adminLists');
    expect(namespacesOf('admin')).toContain('adminLists');
  });

  it('know the built files of those chunks, whose imports need no preloading, from every other chunk', () => {
    for (const name of ['zh', 'en-admin', 'cn-public-candidate-company-admin-institution']) {
      expect(isCatalogChunkFile(`assets/${name}-B5VVfU_N.js`), name).toBe(true);
    }
    for (const file of ['assets/Text-BbE23GXh.js', 'assets/entry.client-CQlwg16z.js', 'assets/zhuyin-B5VVfUNt.js']) {
      expect(isCatalogChunkFile(file), file).toBe(false);
    }
  });
});
