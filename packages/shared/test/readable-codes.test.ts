// Codes people read as words (docs/decisions/035): every account state and every stage has a name
// in every language, each stage one name per audience from the stage table, and no screen, CSV or
// email of the apps builds a stage's name from anywhere else.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAGE_AUDIENCES, STAGE_LABELS, STAGE_VALUES, stageLabel } from '../src/application-stages.js';
import { LANGUAGES, UserStatus } from '../src/enums.js';

const ROOT = join(__dirname, '..', '..', '..');
const catalog = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(ROOT, 'packages', 'shared', 'locales', lang, `${ns}.json`), 'utf8'));
/** A catalog key's text ("ns:a.b.c"), or undefined. */
function textOf(lang: string, key: string): string | undefined {
  const [ns = '', path = ''] = key.split(':');
  let node: unknown = catalog(lang, ns);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('account states', () => {
  it('names every account state in every language, in the one table the lists and the account page read', () => {
    for (const lang of LANGUAGES) {
      for (const status of Object.values(UserStatus)) {
        expect(textOf(lang, `adminAccounts:status.${status}`), `${lang} ${status}`).toBeTruthy();
      }
      expect(catalog(lang, 'adminLists').accountStatus, `${lang} adminLists`).toBeUndefined();
    }
  });
});

describe('stage names', () => {
  it('names every stage for every audience in every language, and the catalog holds no name the table does not use', () => {
    for (const lang of LANGUAGES) {
      for (const stage of STAGE_VALUES) {
        for (const audience of STAGE_AUDIENCES) {
          expect(textOf(lang, stageLabel(stage, audience)), `${lang} ${audience} ${stage}`).toBeTruthy();
        }
      }
      const names = catalog(lang, 'applications').stage as Record<string, Record<string, string>>;
      expect(Object.keys(names).sort()).toEqual([...STAGE_AUDIENCES].sort());
      for (const audience of STAGE_AUDIENCES) {
        const used = new Set(STAGE_VALUES.map((stage) => STAGE_LABELS[stage][audience]));
        expect(Object.keys(names[audience] ?? {}).sort(), `${lang} ${audience}`).toEqual([...used].sort());
      }
    }
  });

  it('tells the office both rejections and a closed from a deleted job apart', () => {
    const office = STAGE_VALUES.map((stage) => STAGE_LABELS[stage].office);
    expect(new Set(office).size).toBe(office.length);
  });

  it('is named in the apps only through stageLabel(): no other catalog key is built from a stage', () => {
    const files = ['apps/web/src', 'apps/api/src'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // A key such as `stages.${value}`, `admin.stage.${stage}` or `candidateLabel.${…}`: a second
      // table of stage names beside the stage table's.
      const built = /`[^`]*\b(stages?|stageName|\w*Label)\.\$\{/.exec(text);
      const named = /applications:stage\.|\b(candidateLabel|companyLabel)\b/.exec(text);
      if (built) offenders.push(`${relative(ROOT, file)}: ${built[0]}`);
      if (named) offenders.push(`${relative(ROOT, file)}: ${named[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
