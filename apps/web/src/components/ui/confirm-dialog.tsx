// The confirmation before an act that cannot be undone (confirm-dialog-modal.tsx), drawn from the
// first time it opens (lib/lazy-until-open.tsx): a closed Mantine Modal still drew itself again at
// once as the page it is on was hydrated, in the same long task.
import { lazyUntilOpen } from '../../lib/lazy-until-open';

export const ConfirmDialog = lazyUntilOpen(
  () => import('./confirm-dialog-modal'),
  'ConfirmDialogModal',
  (props) => props.opened,
);
