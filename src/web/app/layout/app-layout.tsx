import { Outlet } from 'react-router';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { TopNav } from './top-nav';
import { UpdatePrompt } from './update-prompt';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopNav />
      <OfflineBanner />
      {/* At least the first screen below the header: the footer starts below it, so a page that
          grows as its data arrives never pushes a footer that was in view (layout shift). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
      <UpdatePrompt />
    </div>
  );
}
