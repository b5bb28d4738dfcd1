import type { ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';

/** Placeholder cards while a list loads. */
export function CardsSkeleton({
  count = 6,
  className = 'h-48',
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={`w-full rounded-xl ${className}`} />
      ))}
      <span className="sr-only">Loading</span>
    </div>
  );
}

/** The dashed box a list shows when it has nothing (or failed). */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed px-4 py-12 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}
