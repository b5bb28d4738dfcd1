import { PersonLink } from '@web/components/person-link';
import type { GameDetail } from '@shared/contracts/games';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** Who plays (the organiser marked) and who waits, in line order. */
export function GamePeople({ game }: { game: GameDetail }) {
  const players = game.participants.filter((p) => p.status === 'accepted');
  const waiting = game.participants.filter((p) => p.status === 'waitlist');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="leading-none font-semibold tracking-tight">
            Players ({players.length}/{game.maxPlayers})
          </h2>
        </CardHeader>
        <CardContent>
          {players.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody yet. Be the first to join.</p>
          ) : (
            <ul className="space-y-3" aria-label="Players in this game">
              {players.map((p) => (
                <li key={p.user.id} className="flex items-center gap-3">
                  <PersonLink person={p.user} />
                  {p.user.id === game.organizer.id && <Badge variant="secondary">Organiser</Badge>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="leading-none font-semibold tracking-tight">Waitlist ({waiting.length})</h2>
        </CardHeader>
        <CardContent>
          {waiting.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No one is waiting. When the game is full, new players queue here and move up as places
              free.
            </p>
          ) : (
            <ol className="space-y-3" aria-label="Waitlist">
              {waiting.map((p) => (
                <li key={p.user.id} className="flex items-center gap-3">
                  <span className="w-6 text-sm font-semibold text-muted-foreground">
                    #{p.waitlistPosition}
                  </span>
                  <PersonLink person={p.user} />
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
