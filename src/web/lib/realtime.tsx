import { useQueryClient } from '@tanstack/react-query';
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
import { RealtimeConnection, type RealtimeStatus } from './realtime-connection';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/ws`;
}

/**
 * Holds the tab's one socket while someone is signed in (`userId`), and closes it on sign-out.
 * After a reconnection every active query refetches: a plain rule that cannot miss anything an
 * event would have changed, at the cost of a few requests after a drop.
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
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const sessionEnded = useRef(onSessionEnded);
  useLayoutEffect(() => {
    sessionEnded.current = onSessionEnded;
  });

  useEffect(() => {
    if (!userId) return;
    const next = new RealtimeConnection({
      url: socketUrl(),
      onResync: () => void queryClient.invalidateQueries(),
      onSessionEnded: () => sessionEnded.current(),
    });
    next.start();
    setConnection(next);
    return () => {
      next.stop();
      setConnection(null);
    };
  }, [userId, queryClient]);

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
