// The messages page's state in the address (the box's tab, the search words and the page), read
// alike by the page and by its route's loader, which asks for the same list on the server.
import { readPage } from '../../../lib/url-params';
import type { Box } from '../api/messages';

export interface MailboxParams {
  box: Box;
  keyword: string;
  page: number;
}

export function readMailboxParams(params: URLSearchParams): MailboxParams {
  return {
    box: params.get('tab') === 'sent' ? 'sent' : 'inbox',
    keyword: params.get('keyword')?.trim() ?? '',
    page: readPage(params),
  };
}
