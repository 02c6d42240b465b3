// `node apps/api/dist/cli/fold-script-sql.js`: prints the SQL of fold_script(text), the function
// the search columns fold Chinese with, from the installed opencc-js (decision 012). A migration
// holds its output; test/chinese-script-search.test.ts fails when the database's function and
// the installed dictionaries part, e.g. after an opencc-js upgrade: then a new migration replaces
// the function with this output and rebuilds the generated columns that use it.
import { scriptFoldTable } from '../lib/chinese-script.js';

function foldScriptFunctionSql(): string {
  const table = scriptFoldTable();
  const from = [...table.keys()].join('');
  const to = [...table.values()].join('');
  // Only CJK ideographs: nothing to quote in a string literal or a bracket expression.
  if (/\p{ASCII}/u.test(from + to)) throw new Error('The fold table holds an ASCII character');
  return `-- fold_script(text): Traditional Chinese (and its Hong Kong and Taiwan variants) folded to Simplified,
-- one character for one, from opencc-js's dictionaries (apps/api/src/lib/chinese-script.ts, decision 012).
-- IMMUTABLE, so generated columns and their indexes can use it. translate() alone compares each
-- character of the text with the whole table; the characters of the table present in the text
-- are found first (one regular expression), so a long text costs one scan and a short translate().
CREATE OR REPLACE FUNCTION fold_script(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$
  SELECT CASE WHEN found IS NULL THEN $1 ELSE translate($1, found, translate(found, '${from}', '${to}')) END
  FROM (SELECT string_agg(DISTINCT m[1], '') AS found FROM regexp_matches($1, '([${from}])', 'g') AS m) AS f
$fold$;`;
}

console.log(foldScriptFunctionSql());
