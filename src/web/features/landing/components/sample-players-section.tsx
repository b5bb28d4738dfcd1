import { Star, Trophy } from 'lucide-react';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { SAMPLE_PLAYERS, type SamplePlayer } from '../sample-content';
import { LandingSection } from './landing-section';

const SKILL_STYLE: Record<SamplePlayer['skillLevel'], string> = {
  beginner: 'bg-secondary text-secondary-foreground',
  intermediate: 'bg-accent text-accent-foreground',
  advanced: 'bg-accent text-accent-foreground',
  expert: 'bg-primary text-primary-foreground',
};

function PlayerCard({ player }: { player: SamplePlayer }) {
  const name = `${player.firstName} ${player.lastName}`;
  const skill = player.skillLevel.charAt(0).toUpperCase() + player.skillLevel.slice(1);
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm">
      <Avatar
        firstName={player.firstName}
        lastName={player.lastName}
        className="size-16 text-lg [&>span]:text-lg"
      />
      <h3 className="mt-4 text-lg font-semibold">{name}</h3>
      <p className="text-sm text-muted-foreground">
        {player.sport} · {player.city}
      </p>
      <Badge className={cn('mt-3 border-transparent', SKILL_STYLE[player.skillLevel])}>
        {skill}
      </Badge>
      <dl className="mt-4 grid w-full grid-cols-2 gap-2 border-t pt-4 text-sm">
        <div className="flex items-center justify-center gap-1.5">
          <dt>
            <Star className="size-4 fill-warning text-warning" aria-hidden />
            <span className="sr-only">Rating</span>
          </dt>
          <dd className="font-medium">{player.rating.toFixed(1)}</dd>
        </div>
        <div className="flex items-center justify-center gap-1.5">
          <dt>
            <Trophy className="size-4 text-primary" aria-hidden />
            <span className="sr-only">Games played</span>
          </dt>
          <dd>
            <span className="font-medium">{player.gamesPlayed}</span>
            <span className="text-muted-foreground"> games</span>
          </dd>
        </div>
      </dl>
      <Button asChild variant="outline" className="mt-5 w-full">
        <a href="/api/login">
          Connect<span className="sr-only"> with {name}</span>
        </a>
      </Button>
    </article>
  );
}

/** Sample player cards (static content, SPEC §2; the sample includes an Expert). */
export function SamplePlayersSection() {
  return (
    <LandingSection
      eyebrow="Players"
      title="Find Players at Your Level"
      description="Smart matching pairs you with people who play your sport, at your level, when you are free."
      className="bg-muted/40"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SAMPLE_PLAYERS.map((player) => (
          <li key={player.id}>
            <PlayerCard player={player} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
