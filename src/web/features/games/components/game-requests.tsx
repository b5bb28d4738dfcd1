import { PersonLink } from '@web/components/person-link';
import type { GameDetail } from '@shared/contracts/games';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useAnswerRequest } from '../api/game-invites';

/** For the organiser: who asked to join through the invite link, and who is invited. */
export function GameRequests({ game }: { game: GameDetail }) {
  const answer = useAnswerRequest(game.id);
  const requests = game.participants.filter((p) => p.status === 'requested');
  const invited = game.participants.filter((p) => ['invited', 'declined'].includes(p.status));
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">
          Requests to join ({requests.length})
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No requests. People who open your invite link can ask to join.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Requests to join">
            {requests.map((p) => {
              const name = personName(p.user, 'Player');
              return (
                <li key={p.user.id} className="flex flex-wrap items-center gap-3">
                  <PersonLink person={p.user} />
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ userId: p.user.id, name, accept: true })}
                  >
                    Accept<span className="sr-only"> {name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ userId: p.user.id, name, accept: false })}
                  >
                    Decline<span className="sr-only"> {name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {invited.length > 0 && (
          <ul className="space-y-2 border-t pt-4" aria-label="Invited">
            {invited.map((p) => (
              <li key={p.user.id} className="flex items-center gap-3 text-sm">
                <span className="min-w-0 flex-1 truncate">{personName(p.user, 'Player')}</span>
                <Badge variant={p.status === 'declined' ? 'outline' : 'secondary'}>
                  {p.status === 'declined' ? 'Declined' : 'Invited'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
