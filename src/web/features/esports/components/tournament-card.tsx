import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TournamentView } from '@shared/contracts/esports';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { FORMAT_NAMES, STATUS_NAMES } from '../format';

export function TournamentCard({ tournament: t }: { tournament: TournamentView }) {
  return (
    <li>
      <Card className="relative h-full transition-colors hover:border-primary/50">
        <CardContent className="grid gap-2 p-5">
          <p className="text-sm text-muted-foreground">
            {t.game.title} · {FORMAT_NAMES[t.format]}
          </p>
          <h3 className="text-lg font-semibold">
            <Link
              to={`/esports/tournaments/${t.id}`}
              className="after:absolute after:inset-0 hover:underline"
            >
              {t.name}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={t.status === 'ongoing' ? 'default' : 'secondary'}>
              {STATUS_NAMES[t.status]}
            </Badge>
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden /> {t.currentTeams}/{t.maxTeams}
            </span>
            {t.startDate && <span>{t.startDate}</span>}
            {Number(t.prizePool) > 0 && <span>{formatMoney(t.prizePool)} prize pool</span>}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
