import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ClientMessage, ServerMessageOf, ServerMessageType } from '@shared/contracts/realtime';
import { nextTask } from './next-task';
import { RealtimeConnection, type RealtimeStatus } from './realtime-connection';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/ws`;
}

/**
 * Marks every query read before `readAt` out of date, and reads again those on screen. One query
 * per task: all at once, each with the parts of the page that show it, is a task long enough to
 * hold up a tap on a slow phone, just as a page the server rendered has been taken over.
 */
async function readAgain(queryClient: QueryClient, readAt: number) {
  const behind = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.dataUpdatedAt < readAt });
  for (const { queryKey } of behind) {
    // A read still on its way keeps going rather than starting over.
    void queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
    await nextTask();
  }
}

/**
 * Holds the tab's one socket while someone is signed in (`userId`), and closes it on sign-out.
 * Each time the socket becomes ready (the first time too) every active query read before then
 * refetches: a plain rule that cannot miss anything an event would have changed, at the cost of
 * a few requests. The first time it is the data of a page the server rendered, or of a first
 * read that beat the socket; after a drop, everything.
 */
export function RealtimeProvider({
  userId,
  onSessionEnded,
  children,
}: {
  userId: string | null;
  onSessionEnded: () => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const sessionEnded = useRef(onSessionEnded);
  useLayoutEffect(() => {
    sessionEnded.current = onSessionEnded;
  });
  // One connection for the provider's life, started and stopped as people sign in and out. The
  // context's value never changes: taking over a page the server rendered, a new value would
  // reach parts React has not taken over yet and make it render them again from scratch.
  const [connection] = useState(() =>
    typeof window === 'undefined'
      ? null
      : new RealtimeConnection({
          url: socketUrl(),
          onResync: (readAt) => void readAgain(queryClient, readAt),
        }),
  );

  useEffect(() => {
    if (!userId || !connection) return;
    connection.start(() => sessionEnded.current());
    return () => connection.stop();
  }, [userId, connection]);

  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

/** Calls `handler` with each server message of `type` while the component is mounted. */
export function useRealtimeEvent<T extends ServerMessageType>(
  type: T,
  handler: (data: ServerMessageOf<T>['data']) => void,
) {
  const connection = useContext(RealtimeContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!connection) return;
    return connection.subscribe(type, (data) => latest.current(data));
  }, [connection, type]);
}

/** Sends a message on the tab's socket; answers false when it is not open (signed out, offline). */
export function useRealtimeSend(): (message: ClientMessage) => boolean {
  const connection = useContext(RealtimeContext);
  return (message) => connection?.send(message) ?? false;
}

const noSubscription = () => () => {};

export function useRealtimeStatus(): RealtimeStatus {
  const connection = useContext(RealtimeContext);
  return useSyncExternalStore(
    connection ? (listener) => connection.onStatus(listener) : noSubscription,
    () => connection?.status ?? 'closed',
    () => 'closed',
  );
}
