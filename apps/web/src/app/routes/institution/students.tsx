// /institution/students: the coordinator's students. Its loader reads the address with the list's
// schema and hands the page that query (so the page carries no schema code), and asks for the page
// of students it chooses.
import { institutionStudentQuerySchema } from '@fis/shared/institution-schemas';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { institutionStudentsQuery } from '../../../features/institution/api/students';
import { StudentsPage } from '../../../features/institution/components/students-page';
import { prefetched } from '../../../lib/prefetch.server';
import { parseQuery } from '../../../lib/url-params';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = parseQuery(institutionStudentQuerySchema, new URL(request.url).searchParams);
  return { ...(await prefetched(context, [institutionStudentsQuery(query)])), query };
}

export default function Component() {
  return <StudentsPage query={useLoaderData<typeof loader>().query} />;
}
