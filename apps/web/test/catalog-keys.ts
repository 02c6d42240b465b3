// What a missing translation shows in place of words: a catalog key ("applications.stage.offer",
// "common:save") or a placeholder left unfilled ("{{count}}"). Both the browser suite (the text a
// page shows) and the page tier (the text the server wrote) look for them.
import { readdirSync } from 'node:fs';
import { MESSAGE_PLACEHOLDERS } from '@fis/shared/group-message-schemas';
import { catalog } from './catalogs.js';

const LOCALES = new URL('../../../packages/shared/locales/en/', import.meta.url);
const namespaces = readdirSync(LOCALES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
/** Every key of the English catalogs, plain, namespaced (ns:key) and without a plural suffix. */
const catalogKeys = new Set<string>();
/** The first segment of every key, and the namespaces: an unknown key usually starts with one. */
const keyHeads = new Set<string>(namespaces);
for (const ns of namespaces) {
  const walk = (node: unknown, prefix: string) => {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') walk(v, key);
      else {
        for (const plain of [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]) {
          catalogKeys.add(plain);
          catalogKeys.add(`${ns}:${plain}`);
        }
      }
    }
  };
  const tree = catalog('en', ns) as Record<string, unknown>;
  for (const head of Object.keys(tree)) keyHeads.add(head);
  walk(tree, '');
}

/** The placeholders of the office's group messages: words the office writes and reads as such (decision 049). */
const MESSAGE_PLACEHOLDER = new RegExp(`\\{\\{(?:${MESSAGE_PLACEHOLDERS.join('|')})\\}\\}`, 'g');

/** The catalog keys and unfilled placeholders in `texts` (a page's text, its accessible names). */
export function catalogKeysIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    const text = raw
      .replace(/\S+@\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(MESSAGE_PLACEHOLDER, ' ');
    if (text.includes('{{') || text.includes('}}')) found.add(`placeholder in "${text.slice(0, 80)}"`);
    for (const token of text.match(/\b[A-Za-z][A-Za-z0-9_]*(?:[.:][A-Za-z0-9_]+)+\b/g) ?? []) {
      const head = token.split(/[.:]/)[0] ?? '';
      if (catalogKeys.has(token) || keyHeads.has(head)) found.add(token);
    }
    for (const token of text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []) {
      if (catalogKeys.has(token)) found.add(token);
    }
  }
  return [...found];
}
