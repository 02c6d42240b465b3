// Every page of the route table names its title by its route id, a key that the titles catalog
// has in every language (lib/page-title.ts, docs/decisions/037): a page added without one fails
// here, before the browser suite visits it.
import { readFileSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { titleKeyOf } from '../src/lib/page-title';
import routes from '../src/routes';

const catalog = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../packages/shared/locales/${language}/titles.json`, import.meta.url), 'utf8'),
  );

/** The routes that draw a page: a route file under app/routes/. */
function pages(list: RouteConfigEntry[]): RouteConfigEntry[] {
  return list.flatMap((route) => [
    ...(route.file.startsWith('app/routes/') ? [route] : []),
    ...pages(route.children ?? []),
  ]);
}

const keyIn = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the route table', () => {
  it('names a title for every page by its id, and each key is in the titles catalog in en, zh and cn', () => {
    const list = pages(routes);
    expect(list.length).toBeGreaterThan(60);
    for (const route of list) {
      for (const language of ['en', 'zh', 'cn']) {
        const isTitle = (key: string) => typeof keyIn(catalog(language), key) === 'string';
        expect(titleKeyOf([{ id: route.id ?? '' }], isTitle), `${route.path} ${language} ${route.id}`).toBe(
          route.id?.split('~')[0],
        );
      }
    }
  });
});
