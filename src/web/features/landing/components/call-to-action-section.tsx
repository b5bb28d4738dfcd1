import { ArrowRight, Building2 } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_NAME } from '@shared/constants';
import { Button } from '@web/components/ui/button';

/** The closing call to action; both buttons start sign-up with a full-page visit (SPEC §2). */
export function CallToActionSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
        <div
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary-foreground/10"
          aria-hidden
        />
        <div
          className="pointer-events-none absolute -bottom-28 -left-20 size-72 rounded-full bg-primary-foreground/10"
          aria-hidden
        />
        <div className="relative space-y-6">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to get in the game?
          </h2>
          <p className="mx-auto max-w-2xl text-lg">
            Join players, teams and venues already on {PRODUCT_NAME}. It is free to start, and your
            next game is a few taps away.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-primary-foreground text-primary hover:bg-primary-foreground/90"
            >
              <a href="/api/login">
                Join Free Today
                <ArrowRight aria-hidden />
              </a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <a href="/api/login">
                <Building2 aria-hidden />
                List Your Venue
              </a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
