import { type FormEvent, useState } from 'react';
import type { MatchView } from '@shared/contracts/esports';
import { ESPORTS_MAX_SCORE } from '@shared/contracts/esports';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { type Score, useReportScore, useSetResult } from '../api/tournaments';
import { sideName, type TeamNames } from './bracket/match-card';

type MatchDialogProps = {
  tournamentId: string;
  match: MatchView | null;
  names: TeamNames;
  isOrganizer: boolean;
  /** Teams the signed-in user captains: they report for those. */
  myTeamIds: ReadonlySet<string>;
  onClose: () => void;
};

/** Reads two score fields; answers the scores, or the reason they are not acceptable. */
export function readScores(one: string, two: string): Score | string {
  const parse = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : NaN);
  const score1 = parse(one);
  const score2 = parse(two);
  if (Number.isNaN(score1) || Number.isNaN(score2) || score1 > ESPORTS_MAX_SCORE) {
    return `A score must be a whole number from 0 to ${ESPORTS_MAX_SCORE}`;
  }
  if (score1 === score2) return 'A match needs a winner: scores cannot be equal';
  return { score1, score2 };
}

function ScoreForm({
  match,
  names,
  submitLabel,
  pending,
  onSubmit,
}: {
  match: MatchView;
  names: TeamNames;
  submitLabel: string;
  pending: boolean;
  onSubmit: (score: Score) => void;
}) {
  const [one, setOne] = useState(match.score1?.toString() ?? '');
  const [two, setTwo] = useState(match.score2?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scores = readScores(one, two);
    if (typeof scores === 'string') return setError(scores);
    setError(null);
    onSubmit(scores);
  };
  const fieldId = `score-${match.id}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            [match.team1Id, one, setOne, '1'],
            [match.team2Id, two, setTwo, '2'],
          ] as const
        ).map(([teamId, value, set, side]) => (
          <div key={side} className="grid gap-1.5">
            <Label htmlFor={`${fieldId}-${side}`}>{sideName(match, teamId, names)} score</Label>
            <Input
              id={`${fieldId}-${side}`}
              inputMode="numeric"
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => set(event.target.value)}
            />
          </div>
        ))}
      </div>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" pending={pending} className="justify-self-end">
        {submitLabel}
      </Button>
    </form>
  );
}

/** Result entry for one match: a captain reports, the organiser decides disputes and forfeits. */
export function MatchDialog({
  tournamentId,
  match,
  names,
  isOrganizer,
  myTeamIds,
  onClose,
}: MatchDialogProps) {
  const report = useReportScore(tournamentId);
  const setResult = useSetResult(tournamentId);
  if (!match) return null;
  const one = sideName(match, match.team1Id, names);
  const two = sideName(match, match.team2Id, names);
  const playable = match.team1Id !== null && match.team2Id !== null && match.status !== 'bye';
  const mine =
    (match.team1Id !== null && myTeamIds.has(match.team1Id)) ||
    (match.team2Id !== null && myTeamIds.has(match.team2Id));
  const done = { onSuccess: onClose };
  const reports = [
    [one, match.team1Report],
    [two, match.team2Report],
  ] as const;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`${one} vs ${two}`}
        description={
          match.status === 'completed'
            ? `Result: ${match.score1 ?? '–'}–${match.score2 ?? '–'}${match.forfeit ? ' (forfeit)' : ''}`
            : match.status === 'disputed'
              ? 'The teams reported different scores; the organiser decides.'
              : match.status === 'bye'
                ? 'A bye: the team goes through unplayed.'
                : playable
                  ? 'Each team reports the score; when both agree, it stands.'
                  : 'Waiting for both teams.'
        }
      >
        <div className="grid gap-5">
          {(match.team1Report || match.team2Report) && (
            <dl className="grid gap-1 text-sm">
              {reports.map(([team, reported]) => (
                <div key={team} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{team} reported</dt>
                  <dd className="font-medium tabular-nums">
                    {reported ? `${reported.score1}–${reported.score2}` : 'nothing yet'}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {playable && isOrganizer && match.status === 'disputed' && (
            <div className="grid gap-2">
              <p className="text-sm font-medium">Decide the dispute</p>
              <div className="flex flex-wrap gap-2">
                {reports.map(([team, reported]) =>
                  reported ? (
                    <Button
                      key={team}
                      variant="outline"
                      pending={setResult.isPending}
                      onClick={() =>
                        setResult.mutate({ matchId: match.id, result: reported }, done)
                      }
                    >
                      Accept {team}&apos;s {reported.score1}–{reported.score2}
                    </Button>
                  ) : null,
                )}
              </div>
            </div>
          )}
          {playable && isOrganizer && (
            <div className="grid gap-2">
              <p className="text-sm font-medium">Set the result</p>
              <ScoreForm
                match={match}
                names={names}
                submitLabel="Save result"
                pending={setResult.isPending}
                onSubmit={(score) => setResult.mutate({ matchId: match.id, result: score }, done)}
              />
              <div className="flex flex-wrap gap-2">
                {(['team1', 'team2'] as const).map((side) => (
                  <Button
                    key={side}
                    variant="outline"
                    size="sm"
                    disabled={setResult.isPending}
                    onClick={() =>
                      setResult.mutate({ matchId: match.id, result: { forfeit: side } }, done)
                    }
                  >
                    {side === 'team1' ? one : two} forfeits
                  </Button>
                ))}
              </div>
            </div>
          )}
          {playable && !isOrganizer && mine && match.status !== 'completed' && (
            <div className="grid gap-2">
              <p className="text-sm font-medium">Report the score</p>
              <ScoreForm
                match={match}
                names={names}
                submitLabel="Report score"
                pending={report.isPending}
                onSubmit={(score) => report.mutate({ matchId: match.id, ...score }, done)}
              />
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
