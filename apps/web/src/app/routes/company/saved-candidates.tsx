// The company's saved candidates (candidate bookmarks); a latest application opens in the
// applications feature's drawer. Its loader asks for the page of them the address names.
import type { LoaderFunctionArgs } from 'react-router';
import {
  readSavedCandidatesParams,
  savedCandidatesQuery,
} from '../../../features/candidate-bookmarks/api/candidate-bookmarks';
import { SavedCandidatesPage } from '../../../features/candidate-bookmarks/components/saved-candidates-page';
import { prefetched } from '../../../lib/prefetch.server';
import { CompanyApplicationView } from '../pipeline-parts';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { keyword, page } = readSavedCandidatesParams(new URL(request.url).searchParams);
  return prefetched(context, [savedCandidatesQuery(keyword, page)]);
};

export default function Component() {
  return (
    <SavedCandidatesPage applicationDrawer={(id, onClose) => <CompanyApplicationView id={id} onClose={onClose} />} />
  );
}
