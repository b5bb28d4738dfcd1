import { ArrowRight, CheckCircle2, Search } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { LazyLiveMap } from '@web/features/map/lazy-live-map';

const PROMISES = ['Free to join', 'Instant booking confirmation', 'Split payments with your team'];

/**
 * The first screen of the landing page: the live map of the sports community (SPEC §2, full
 * height), then a short introduction. The map's code loads on its own, after this page.
 */
export function HeroSection() {
  const headingId = useId();
  return (
    // Keep the id: links and tests find the map by it.
    <section id="map-section" aria-labelledby={headingId} className="relative isolate border-b">
      <LazyLiveMap />
      <div className="bg-linear-to-br from-accent via-background to-background">
        <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-12 md:grid-cols-[1.3fr_1fr] md:items-center md:py-16">
          <div className="space-y-5">
            <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-card-foreground shadow-sm">
              <span className="size-2 rounded-full bg-primary" aria-hidden />
              The open sports superapp
            </p>
            <h1
              id={headingId}
              className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              Book the court. Find your team. <span className="text-primary">Play more.</span>
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              {PRODUCT_NAME} brings players, venues, teams and leagues together. Reserve a pitch by
              the hour, join a game at your level and keep your whole sporting life in one place.
            </p>
          </div>
          <div className="space-y-5">
            <div className="flex flex-col gap-3 min-[420px]:flex-row md:flex-col lg:flex-row">
              <Button asChild size="lg">
                {/* Sign-up is a full-page visit to the login flow (SPEC §2), not a route change. */}
                <a href="/api/login">
                  Get Started Free
                  <ArrowRight aria-hidden />
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/venues">
                  <Search aria-hidden />
                  Explore Venues
                </Link>
              </Button>
            </div>
            <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
              {PROMISES.map((promise) => (
                <li key={promise} className="inline-flex items-center gap-2">
                  <CheckCircle2 className="size-4 text-primary" aria-hidden />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
