import { Play } from 'lucide-react';
import { type TournamentView, TOURNAMENT_TRANSITIONS } from '@shared/contracts/esports';
import type { EsportsTournamentStatus } from '@shared/esports-enums';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useStartTournament, useTournamentStatus } from '../api/tournaments';

const MOVE_LABELS: Partial<Record<EsportsTournamentStatus, string>> = {
  registration: 'Open registration',
  upcoming: 'Close registration',
  completed: 'Mark completed',
  cancelled: 'Cancel tournament',
};

/** The organiser moves the tournament through its statuses and starts it. */
export function OrganizerControls({
  tournament,
  participantCount,
  checkedInCount,
}: {
  tournament: TournamentView;
  participantCount: number;
  checkedInCount: number;
}) {
  const status = useTournamentStatus(tournament.id);
  const start = useStartTournament(tournament.id);
  // 'ongoing' is reached through Start, which draws the bracket.
  const moves = TOURNAMENT_TRANSITIONS[tournament.status].filter((next) => next !== 'ongoing');
  const canStart = tournament.status === 'upcoming' || tournament.status === 'registration';
  if (moves.length === 0 && !canStart) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">Organiser</h2>
        <p className="text-sm text-muted-foreground">
          {canStart
            ? `Starting draws the ${tournament.format === 'swiss' ? 'first round' : 'bracket'} from ${
                tournament.checkInRequired
                  ? `the ${checkedInCount} of ${participantCount} registered teams that have checked in; the others are dropped.`
                  : `the ${participantCount} registered teams.`
              }`
            : 'Move the tournament on when it is done.'}
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {canStart && (
          <Button
            pending={start.isPending}
            disabled={(tournament.checkInRequired ? checkedInCount : participantCount) < 2}
            onClick={() => start.mutate()}
          >
            <Play aria-hidden /> Start tournament
          </Button>
        )}
        {moves.map((next) => (
          <Button
            key={next}
            variant={next === 'cancelled' ? 'destructive' : 'outline'}
            disabled={status.isPending}
            onClick={() => {
              if (next === 'cancelled' && !window.confirm('Cancel this tournament?')) return;
              status.mutate(next);
            }}
          >
            {MOVE_LABELS[next] ?? next}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
