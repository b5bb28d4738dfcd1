import { Button } from '@web/components/ui/button';

export type QuickZoomTarget = 'europe' | 'middleEast' | 'all';

const TARGETS: { id: QuickZoomTarget; label: string }[] = [
  { id: 'europe', label: 'Europe' },
  { id: 'middleEast', label: 'Middle East' },
  { id: 'all', label: 'All Regions' },
];

/** SPEC §2 quick zoom buttons. */
export function QuickZoom({ onZoom }: { onZoom: (target: QuickZoomTarget) => void }) {
  return (
    <div role="group" aria-label="Quick zoom" className="flex flex-col gap-1.5">
      {TARGETS.map((target) => (
        <Button
          key={target.id}
          size="sm"
          variant="outline"
          className="h-8 bg-card/95 px-3 text-xs shadow-md backdrop-blur"
          onClick={() => onZoom(target.id)}
        >
          {target.label}
        </Button>
      ))}
    </div>
  );
}
