import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from '@web/lib/theme';
import { OutboxSender } from './outbox-sender';
import { PushDeviceSync } from './push-device-sync';
import { RealtimeSession } from './realtime-session';

// Radix's toasts load beside the page, not before it; a toast raised meanwhile waits in the store.
const Toaster = lazy(() =>
  import('@web/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
