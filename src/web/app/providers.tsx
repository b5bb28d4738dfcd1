import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from '@web/lib/theme';
import { OutboxSender } from './outbox-sender';
import { PushDeviceSync } from './push-device-sync';
import { RealtimeSession } from './realtime-session';

// Radix's toasts load beside the page, not before it; a toast raised meanwhile waits in the store.
const Toaster = lazy(() =>
  import('@web/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/** The query client comes from main.tsx, which has already started the entry page's reads. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter>
          <RealtimeSession>{children}</RealtimeSession>
          <OutboxSender />
          <PushDeviceSync />
        </BrowserRouter>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
