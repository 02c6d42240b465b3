// The office's templates, of the kind the address names. Its loader asks for them.
import type { LoaderFunctionArgs } from 'react-router';
import { readTemplateKind } from '../../../features/templates/components/templates-page';
import { prefetched } from '../../../lib/prefetch.server';
import { templatesQuery } from '../../../lib/templates';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [templatesQuery(readTemplateKind(new URL(request.url).searchParams))]);

export { TemplatesPage as default } from '../../../features/templates/components/templates-page';
