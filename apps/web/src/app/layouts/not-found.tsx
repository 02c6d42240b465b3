// An address that is no page: the not-found page in the layout of whoever asks, answered with 404.
import { data, type LoaderFunctionArgs } from 'react-router';
import { NotFoundRoute } from '../not-found-page';
import { shellData } from '../shell-data.server';

// A signed-in user's is drawn in their shell: its bell and count for the first HTML.
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.currentUser();
  const first = user ? await shellData(context) : null;
  return data(first, { status: 404 });
}
export const clientLoader = () => null;

export default NotFoundRoute;
