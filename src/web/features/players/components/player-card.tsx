import { MapPin, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlayerCard as PlayerCardData } from '@shared/contracts/players';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { capitalise } from '@web/lib/format';
import { FollowButton } from './follow-button';

/** A player in the directory: who, where, what they play, and View Profile / Connect. */
export function PlayerCard({
  player,
  children,
}: {
  player: PlayerCardData;
  /** Extra lines under the header (a match's reasons). */
  children?: ReactNode;
}) {
  const name = personName(player, 'Player');
  return (
    <Card className="flex h-full flex-col p-4" data-testid="player-card">
      <article className="flex flex-1 flex-col gap-3" aria-label={name}>
        <header className="flex items-start gap-3">
          <Avatar
            src={player.profileImageUrl}
            firstName={player.firstName}
            lastName={player.lastName}
            className="size-12"
          />
          <div className="min-w-0 flex-1">
            {/* A phone's card is narrow beside the skill badge: the name wraps rather than
                losing its surname, and a long place ends in an ellipsis (on its own span: a
                flex line cannot ellipsize its text). */}
            <h3 className="font-semibold break-words">{name}</h3>
            {player.location && (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{player.location}</span>
              </p>
            )}
          </div>
          {player.skillLevel && <Badge variant="secondary">{capitalise(player.skillLevel)}</Badge>}
        </header>
        {player.sports.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Sports">
            {player.sports.map((sport) => (
              <li key={sport.id}>
                <Badge variant="outline" className="font-medium">
                  <span aria-hidden>{sport.icon}</span> {sport.name}
                  {sport.skillLevel && (
                    <span className="text-muted-foreground"> · {capitalise(sport.skillLevel)}</span>
                  )}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {children}
        {player.bio && !children && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{player.bio}</p>
        )}
        <footer className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <span className="mr-auto text-xs text-muted-foreground">
            {player.followersCount} follower{player.followersCount === 1 ? '' : 's'}
          </span>
          <Button asChild variant="outline" size="sm">
            <Link to={`/players/${player.id}`}>
              View Profile<span className="sr-only"> of {name}</span>
            </Link>
          </Button>
          <FollowButton key={String(player.isFollowing)} player={player} name={name} />
        </footer>
      </article>
    </Card>
  );
}

/** The reasons a suggested player matched, under a score. */
export function MatchReasons({ score, reasons }: { score: number; reasons: string[] }) {
  return (
    <div className="rounded-lg bg-primary/5 p-3">
      <p className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold text-primary">
        <Sparkles className="size-4" aria-hidden /> {score}% match
      </p>
      <ul className="space-y-0.5 text-sm text-muted-foreground" aria-label="Why you match">
        {reasons.map((reason) => (
          <li key={reason}>• {reason}</li>
        ))}
      </ul>
    </div>
  );
}
