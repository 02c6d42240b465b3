import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

export interface SentEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
}

export function getMailbox(): Promise<{ items: SentEmail[] }> {
  return api.get('/v1/dev/mailbox');
}

/** Refreshed every 3 s while there is a mailbox (none where the API answers 404: nothing to refresh). */
export const mailboxQuery = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: getMailbox,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    refetchInterval: (query) => (query.state.error ? false : 3000),
  });

export function useMailbox() {
  return useQuery(mailboxQuery());
}
