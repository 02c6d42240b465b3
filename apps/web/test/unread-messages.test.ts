// @vitest-environment happy-dom
// The unread count beside "Messages": read out as "3 unread", absent at 0, and asked for again
// whenever the bell's notifications arrive (a new message always brings one), so the count
// follows the bell without a reload. Only fetch is replaced, at the HTTP boundary.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UnreadCount } from '../src/features/messages/components/unread-count';
import { initI18n } from '../src/lib/i18n';
import { notificationsKey } from '../src/lib/notifications-key';

let unread = 0;
let asked = 0;

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  unread = 0;
  asked = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (!String(url).endsWith('/v1/contact/inbox/unread')) throw new Error(`unexpected ${url}`);
    asked++;
    return new Response(JSON.stringify({ count: unread }), { status: 200 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    createElement(MantineProvider, null, createElement(QueryClientProvider, { client }, createElement(UnreadCount))),
  );
  return client;
}

describe('UnreadCount', () => {
  it('shows nothing at 0, then the count with its label once the bell brings news', async () => {
    const client = show();
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByTestId('unread-messages')).toBeNull();

    unread = 3;
    // The bell's list arrives (polled, or refetched): the count is asked for again.
    await act(async () => {
      client.setQueryData([...notificationsKey, 'latest', 'en'], { items: [], total: 0 });
    });
    await vi.waitFor(() => expect(asked).toBe(2));
    const badge = await screen.findByTestId('unread-messages');
    expect(badge.textContent).toContain('3 unread');
  });

  it('is not asked for again by other queries', async () => {
    const client = show();
    await vi.waitFor(() => expect(asked).toBe(1));
    await act(async () => {
      client.setQueryData(['applications', 'x'], { items: [] });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(1);
  });
});
