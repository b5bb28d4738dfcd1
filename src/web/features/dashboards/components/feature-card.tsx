import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import type { DashboardFeature } from '@web/features/dashboards/role-dashboards';
import { cn } from '@web/lib/utils';

const cardClass =
  'flex h-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm';

/**
 * One dashboard feature. With a destination the whole card is a link; without one it is plain
 * information marked "Coming soon", so nothing on the page looks clickable and does nothing.
 */
export function FeatureCard({ feature }: { feature: DashboardFeature }) {
  const { title, description, icon: Icon, href } = feature;
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        {!href && <Badge variant="secondary">Coming soon</Badge>}
      </span>
      <div className="grid gap-1.5">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {href && (
        <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary">
          Open{' '}
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </span>
      )}
    </>
  );
  if (!href) return <div className={cardClass}>{body}</div>;
  return (
    <Link
      to={href}
      className={cn(
        cardClass,
        'group transition-all hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
      )}
    >
      {body}
    </Link>
  );
}
