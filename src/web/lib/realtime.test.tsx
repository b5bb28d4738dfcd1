import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { stubLiveSocket } from '@web/test/live-socket';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { RealtimeProvider } from './realtime';

/** What the socket's readiness does to data read before it: read again, as events were missed. */
function Slots() {
  const { data } = useQuery({
    queryKey: ['slots'],
    queryFn: async () => ((await (await fetch('/api/slots')).json()) as { free: number }).free,
  });
  return <p>{data === undefined ? 'Loading' : `${data} free`}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('RealtimeProvider', () => {
  it('reads again what a server-rendered page brought once the socket is ready', async () => {
    const fetchMock = stubFetch({ '/api/slots': { body: { free: 3 } } });
    const live = stubLiveSocket();
    const queryClient = createQueryClient();
    // As main.tsx hydrates a page the server rendered: data read a moment before the socket.
    queryClient.setQueryData(['slots'], 4, { updatedAt: Date.now() - 1000 });
    const me = testUser();
    renderWithProviders(
      <RealtimeProvider userId={me.id} onSessionEnded={() => {}}>
        <Slots />
      </RealtimeProvider>,
      { user: me, queryClient },
    );
    expect(screen.getByText('4 free')).toBeVisible();
    await waitFor(() => expect(live.isOpen()).toBe(true));

    // A booking cancelled between the page's read and the socket: its event never came.
    live.push({ type: 'ready', data: {} });
    expect(await screen.findByText('3 free')).toBeVisible();
    expect(callsTo(fetchMock, 'GET', '/api/slots')).toHaveLength(1);
  });

  it('reads again each query read before the socket, one after another, and no other', async () => {
    const fetchMock = stubFetch({
      '/api/slots': { body: { free: 3 } },
      '/api/courts': { body: { free: 1 } },
      '/api/games': { body: { free: 7 } },
    });
    const live = stubLiveSocket();
    const queryClient = createQueryClient();
    const readBefore = Date.now() - 1000;
    queryClient.setQueryData(['slots'], 4, { updatedAt: readBefore });
    queryClient.setQueryData(['courts'], 2, { updatedAt: readBefore });
    // Read after the socket became ready: nothing it shows can have been missed.
    queryClient.setQueryData(['games'], 5, { updatedAt: Date.now() + 60_000 });
    const me = testUser();
    renderWithProviders(
      <RealtimeProvider userId={me.id} onSessionEnded={() => {}}>
        <Free what="slots" />
        <Free what="courts" />
        <Free what="games" />
      </RealtimeProvider>,
      { user: me, queryClient },
    );
    await waitFor(() => expect(live.isOpen()).toBe(true));

    live.push({ type: 'ready', data: {} });
    expect(await screen.findByText('slots: 3 free')).toBeVisible();
    expect(await screen.findByText('courts: 1 free')).toBeVisible();
    expect(screen.getByText('games: 5 free')).toBeVisible();
    expect(callsTo(fetchMock, 'GET', '/api/games')).toHaveLength(0);
  });
});

function Free({ what }: { what: string }) {
  const { data } = useQuery({
    queryKey: [what],
    queryFn: async () => ((await (await fetch(`/api/${what}`)).json()) as { free: number }).free,
  });
  return <p>{data === undefined ? 'Loading' : `${what}: ${data} free`}</p>;
}
