// /institution/figures: the institution's students' way through the scheme. Its loader reads the
// grouping from the address and asks for the figures.
import { institutionFiguresQuerySchema } from '@fis/shared/report-schemas';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { institutionFiguresQuery } from '../../../features/institution/api/figures';
import { FiguresPage } from '../../../features/institution/components/figures-page';
import { prefetched } from '../../../lib/prefetch.server';
import { parseQuery } from '../../../lib/url-params';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = parseQuery(institutionFiguresQuerySchema, new URL(request.url).searchParams);
  return { ...(await prefetched(context, [institutionFiguresQuery(query)])), query };
}

export default function Component() {
  return <FiguresPage query={useLoaderData<typeof loader>().query} />;
}
