import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { prefetchEntryData } from './app/startup-prefetch';
import { showWelcomeToast } from './app/welcome-toast';
import { createQueryClient } from './lib/query-client';
import { startPwa } from './lib/pwa';
import './styles.css';

const queryClient = createQueryClient();
void prefetchEntryData(queryClient, window.location);

const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first screen in slices that yield to the browser every few
// milliseconds instead of one long task: a slow phone stays responsive while the app starts.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  ),
);
showWelcomeToast();
startPwa();
