import { useState } from 'react';
import type { MatchView } from '@shared/contracts/esports';
import { roundColumns } from './bracket-layout';
import { RoundColumns } from './bracket-view';
import type { TeamNames } from './match-card';

type RoundsViewProps = {
  matches: MatchView[];
  names: TeamNames;
  label: string;
  onOpen?: (match: MatchView) => void;
};

/** Round-robin and Swiss rounds side by side, scrolling sideways on a phone. */
export function RoundsView({ matches, names, label, onOpen }: RoundsViewProps) {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  if (matches.length === 0) {
    return <p className="text-sm text-muted-foreground">No rounds paired yet.</p>;
  }
  return (
    <section
      aria-label={label}
      className="relative max-w-full overflow-x-auto rounded-lg border bg-muted/30 p-3"
    >
      <RoundColumns
        columns={roundColumns(matches)}
        names={names}
        highlighted={highlighted}
        onHighlight={(ids) => setHighlighted(new Set(ids))}
        onOpen={onOpen}
      />
    </section>
  );
}
