// GET /v1/admin/saved-views: the office's saved views, of one list or all, by name (decision 057).
import type { SavedView, SavedViewList } from '@fis/shared/saved-view-schemas';
import type { SignedInContext } from '../../context.js';
import { readSavedViews } from './saved-views-repository.js';

export async function listSavedViews(
  ctx: SignedInContext,
  input: { list?: SavedViewList },
): Promise<{ items: SavedView[] }> {
  return { items: await readSavedViews(ctx.db, input) };
}
