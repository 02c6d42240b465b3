// A link to another page of the platform: React Router's Link, which starts loading the page's
// data and code together as soon as the reader shows they mean to follow it (a pointer resting on
// it, focus, a touch), so the page is often there when the click lands (docs/decisions/047).
import { Link, type LinkProps } from 'react-router';

export function PageLink(props: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <Link prefetch="intent" {...props} />;
}
