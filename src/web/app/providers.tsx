import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from '@web/lib/theme';
import { OutboxSender } from './outbox-sender';
import { PushDeviceSync } from './push-device-sync';
import { RealtimeSession } from './realtime-session';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Tooltip.Provider
          delayDuration={TOOLTIP_DELAY_MS}
          skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
        >
          <BrowserRouter>
            <RealtimeSession>{children}</RealtimeSession>
            <OutboxSender />
            <PushDeviceSync />
          </BrowserRouter>
          <Toaster />
        </Tooltip.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
