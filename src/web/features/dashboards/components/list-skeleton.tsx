import { Skeleton } from '@web/components/ui/skeleton';

/** Placeholder rows while a dashboard list loads. */
export function ListSkeleton({
  rows,
  rowClassName = 'h-16',
}: {
  rows: number;
  rowClassName?: string;
}) {
  return (
    <div className="space-y-3" role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`w-full rounded-lg ${rowClassName}`} />
      ))}
      <span className="sr-only">Loading</span>
    </div>
  );
}
