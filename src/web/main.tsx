import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
showWelcomeToast();
startPwa();
