import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

type DashboardSectionProps = {
  title: string;
  icon: ReactNode;
  /** A "see everything" link beside the title. */
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

/** A titled card for one dashboard block; a <section> named by its h2 for screen readers. */
export function DashboardSection({
  title,
  icon,
  more,
  className,
  children,
}: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <CardHeader className="flex-row items-center justify-between gap-3 px-4 pb-4 sm:px-6">
          <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-lg font-semibold">
            <span className="text-primary [&_svg]:size-5" aria-hidden>
              {icon}
            </span>
            {title}
          </h2>
          {more && (
            <Link
              to={more.to}
              className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium whitespace-nowrap text-primary hover:underline"
            >
              {more.label}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          )}
        </CardHeader>
        <CardContent className="flex-1 px-4 sm:px-6">{children}</CardContent>
      </section>
    </Card>
  );
}

/** The quiet line a list shows when it has nothing. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
