// An address that is no page: the not-found page in the layout of whoever asks, answered with 404.
import { data, type LoaderFunctionArgs } from 'react-router';
import { prefetched } from '../../lib/prefetch.server';
import { areaOf } from '../../lib/session';
import { NotFoundRoute } from '../not-found-page';
import { shellQueries } from '../shell';

// A signed-in user's is drawn in their shell: its bell and count for the first HTML.
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.currentUser();
  const first = user ? await prefetched(context, shellQueries(areaOf(user.role), context.language)) : null;
  return data(first, { status: 404 });
}
export const clientLoader = () => null;

export default NotFoundRoute;
