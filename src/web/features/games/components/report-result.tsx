import type { GameDetail } from '@shared/contracts/games';
import { GAME_RESULTS, type GameResult } from '@shared/enums';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useReportResult } from '../api/games';

const RESULT_LABELS: Record<GameResult, string> = { win: 'Won', loss: 'Lost', draw: 'Draw' };

/** After a game they played in, a player says how it went (their win rate counts it). */
export function ReportResult({ game }: { game: GameDetail }) {
  const report = useReportResult();
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">How did it go?</h2>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Your result">
          {GAME_RESULTS.map((result) => (
            <Button
              key={result}
              variant={game.myResult === result ? 'default' : 'outline'}
              aria-pressed={game.myResult === result}
              disabled={report.isPending}
              onClick={() => report.mutate({ id: game.id, result })}
            >
              {RESULT_LABELS[result]}
            </Button>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted-foreground">Your results make up your win rate.</p>
      </CardContent>
    </Card>
  );
}
