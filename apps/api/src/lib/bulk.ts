// One act on many records (issue 27, section 2; decisions 053 and 058): each record on its own, as
// the act on one would be (its transaction, its audit row, its email), so a record refused (changed
// meanwhile by a colleague, gone, forbidden by the rules) is reported with its reason and the
// others go on. An error that is not an AppError stops the run, as it would for one. The live
// updates the records' acts push are sent once the run ends, each once (realtime/push.ts).
import type { BulkResult } from '@fis/shared/bulk-schemas';
import type { Language } from '@fis/shared/enums';
import type { ErrorCode } from '@fis/shared/error-codes';
import { pushOnceAtEnd } from '../realtime/push.js';
import { AppError } from './app-error.js';
import { t } from './catalogs.js';

export async function eachOnItsOwn(
  lang: Language,
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
): Promise<Omit<BulkResult, 'message'>> {
  const decided: string[] = [];
  const refused: BulkResult['refused'] = [];
  await pushOnceAtEnd(async () => {
    for (const id of ids) {
      try {
        await act(id);
        decided.push(id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const code: ErrorCode = err.code;
        refused.push({ id, code, message: t(lang, `errors:${code}`) });
      }
    }
  });
  return { decided, refused };
}
