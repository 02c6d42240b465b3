// The company's saved candidates (candidate bookmarks); a latest application opens in the
// applications feature's drawer.
import { SavedCandidatesPage } from '../../../features/candidate-bookmarks/components/saved-candidates-page';
import { CompanyApplicationView } from '../pipeline-parts';

export default function Component() {
  return (
    <SavedCandidatesPage applicationDrawer={(id, onClose) => <CompanyApplicationView id={id} onClose={onClose} />} />
  );
}
