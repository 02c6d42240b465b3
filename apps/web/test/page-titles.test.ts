// Every page of the route table names its title, and its description if it has one, by keys that
// the titles catalog has in every language (lib/page-title.ts, docs/decisions/037): a page added
// without one fails here, before the browser suite visits it.
import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import type { PageHandle } from '../src/lib/page-title';

const catalog = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../packages/shared/locales/${language}/titles.json`, import.meta.url), 'utf8'),
  );

/** The routes that draw a page: a lazy route file, or an element with no routes under it. */
function pages(list: RouteObject[], path = ''): { path: string; handle: unknown }[] {
  return list.flatMap((route) => {
    const here = route.index ? path : `${path}/${route.path ?? ''}`.replace(/\/+/g, '/');
    if (route.children) return pages(route.children, here);
    return 'lazy' in route || route.handle ? [{ path: here, handle: route.handle }] : [];
  });
}

const keyIn = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the route table', () => {
  it('names a title for every page, and each key is in the titles catalog in en, zh and cn', () => {
    const list = pages(routes);
    expect(list.length).toBeGreaterThan(60);
    for (const { path, handle } of list) {
      expect(handle, path).toMatchObject({ title: expect.any(String) });
      const { title, description } = handle as PageHandle;
      for (const language of ['en', 'zh', 'cn']) {
        expect(typeof keyIn(catalog(language), title), `${path} ${language} ${title}`).toBe('string');
        if (description) expect(typeof keyIn(catalog(language), description), `${path} ${description}`).toBe('string');
      }
    }
  });
});
