import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

export function useMailbox() {
  return useQuery({ queryKey: ['dev-mailbox'], queryFn: getMailbox, refetchInterval: 3000 });
}
