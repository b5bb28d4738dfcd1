import { type ReactNode, useId } from 'react';
import { cn } from '@web/lib/utils';

type LandingSectionProps = {
  title: string;
  /** A short word above the title that says what the section is about. */
  eyebrow?: string;
  description?: ReactNode;
  /** Links beside the heading on wide screens (e.g. "View all"). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One band of the landing page: a <section> named by its h2, content centred at page width. */
export function LandingSection({
  title,
  eyebrow,
  description,
  actions,
  className,
  children,
}: LandingSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto w-full max-w-7xl px-4">
        <div className="mb-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl space-y-3">
            {eyebrow && (
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {eyebrow}
              </p>
            )}
            <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h2>
            {description && <p className="text-lg text-muted-foreground">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
