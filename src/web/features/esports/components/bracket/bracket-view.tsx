import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MatchView } from '@shared/contracts/esports';
import { Button } from '@web/components/ui/button';
import { type BracketColumn, type BracketSection, eliminationSections } from './bracket-layout';
import { MatchCard, type TeamNames } from './match-card';

const ZOOM_STEPS = [0.5, 0.65, 0.8, 1, 1.2, 1.45] as const;
const DEFAULT_ZOOM = 3;

type Shared = {
  names: TeamNames;
  highlighted: ReadonlySet<string>;
  onHighlight: (teamIds: string[]) => void;
  onOpen?: (match: MatchView) => void;
};

/** Columns of rounds side by side; each column spreads its matches so a round sits between its feeders. */
export function RoundColumns({ columns, ...shared }: Shared & { columns: BracketColumn[] }) {
  return (
    <div className="flex w-max gap-6">
      {columns.map((column) => (
        <div key={column.key} className="flex flex-col">
          <h4 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {column.label}
          </h4>
          <ol aria-label={column.label} className="flex flex-1 flex-col justify-around gap-3">
            {column.matches.map((match) => (
              <li key={match.id}>
                <MatchCard match={match} roundLabel={column.label} {...shared} />
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/**
 * Zoom by buttons or ctrl + wheel. CSS `zoom` (not a transform) so the scroll area follows the
 * scaled size and a phone scrolls the whole bracket sideways.
 */
function useZoom() {
  const [step, setStep] = useState<number>(DEFAULT_ZOOM);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setStep((current) =>
        Math.min(ZOOM_STEPS.length - 1, Math.max(0, current + (event.deltaY < 0 ? 1 : -1))),
      );
    };
    // Not passive: ctrl + wheel would otherwise zoom the whole page too.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);
  return { step, setStep, zoom: ZOOM_STEPS[step]!, area };
}

type BracketViewProps = Omit<Shared, 'highlighted' | 'onHighlight'> & {
  matches: MatchView[];
  /** Names the region, e.g. "Playoffs bracket". */
  label?: string;
};

/**
 * An elimination bracket: winners', losers' and grand final in columns with round labels and
 * scores. Hovering a team, or focusing a match, lights up the path of its teams. Matches are
 * buttons that open result entry when `onOpen` is given.
 */
export function BracketView({ matches, label = 'Bracket', ...rest }: BracketViewProps) {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const { step, setStep, zoom, area } = useZoom();
  const sections: BracketSection[] = eliminationSections(matches);
  const shared: Shared = {
    ...rest,
    highlighted,
    onHighlight: (ids) => setHighlighted(new Set(ids)),
  };
  if (matches.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The bracket is drawn when the tournament starts.
      </p>
    );
  }
  return (
    <section aria-label={label} className="grid gap-2">
      <div className="flex items-center gap-1" role="group" aria-label="Zoom">
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom out"
          disabled={step === 0}
          onClick={() => setStep(step - 1)}
        >
          <Minus aria-hidden />
        </Button>
        <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom in"
          disabled={step === ZOOM_STEPS.length - 1}
          onClick={() => setStep(step + 1)}
        >
          <Plus aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Reset zoom"
          onClick={() => setStep(DEFAULT_ZOOM)}
        >
          <RotateCcw aria-hidden />
        </Button>
        <span className="ml-2 hidden text-xs text-muted-foreground sm:inline">
          Ctrl + wheel zooms; hover a team to see its path.
        </span>
      </div>
      <div
        ref={area}
        data-testid="bracket-scroll"
        className="relative max-w-full overflow-x-auto rounded-lg border bg-muted/30 p-3"
      >
        <div style={{ zoom }} data-zoom={zoom} className="grid w-max gap-6">
          {sections.map((section) => (
            <div key={section.key} className="grid gap-2">
              <h3 className="text-sm font-semibold">{section.title}</h3>
              <RoundColumns columns={section.columns} {...shared} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
