import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ThemeProvider } from '@web/lib/theme';
import { OutboxSender } from './outbox-sender';
import { PushDeviceSync } from './push-device-sync';
import { RealtimeSession } from './realtime-session';

// Radix's toasts load beside the page, not before it; a toast raised meanwhile waits in the store.
// Asked for as the app starts, not when React reaches it: taking over a page the server rendered,
// React hydrates the toaster's boundary last, and the first toast (the connection dropping, say)
// must not need the network to show.
const toaster = import('@web/components/ui/toaster').then((m) => ({ default: m.Toaster }));
const Toaster = lazy(() => toaster);

/**
 * The query client comes from main.tsx, which has already started the entry page's reads. The
 * server renders the same tree at `location` (src/web/entry-server.tsx), so the browser can take
 * over its markup as it stands.
 */
export function Providers({
  queryClient,
  location,
  children,
}: {
  queryClient: QueryClient;
  location?: string;
  children: ReactNode;
}) {
  const routed = (
    <>
      <RealtimeSession>{children}</RealtimeSession>
      <OutboxSender />
      <PushDeviceSync />
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {location === undefined ? (
          <BrowserRouter>{routed}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routed}</StaticRouter>
        )}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
