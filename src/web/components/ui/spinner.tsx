import { Loader2 } from 'lucide-react';
import { cn } from '@web/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 className={cn('size-6 animate-spin text-primary', className)} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Covers the screen while the session loads (SPEC §2). */
export function FullScreenSpinner() {
  return (
    <div
      className="flex min-h-screen items-center justify-center"
      data-testid="full-screen-spinner"
    >
      <Spinner className="size-10" />
    </div>
  );
}
