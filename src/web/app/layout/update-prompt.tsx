import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { usePwa } from '@web/lib/pwa';

/**
 * After a deploy the new version waits (ADR 019); this asks before switching to it, so nothing
 * half-typed is lost to a reload the person did not choose.
 */
export function UpdatePrompt() {
  const { applyUpdate } = usePwa();
  if (!applyUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-lg"
    >
      <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="flex-1 text-sm">
        <strong className="font-semibold">New version</strong> of Matchday is ready.
      </p>
      <Button size="sm" onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  );
}
