import { CalendarDays, Goal, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useTeamLeagues } from '../api/league-admin';

const kickOff = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso))
    : 'Date to be set';

const playedOn = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date(iso))
    : '';

/**
 * On a team's page and its manager's dashboard: the leagues it plays in (or asked to join), each
 * with its next fixtures and latest results.
 */
export function TeamLeagues({ teamId }: { teamId: string }) {
  const leagues = useTeamLeagues(teamId);
  if (!leagues.data || leagues.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 leading-none font-semibold tracking-tight">
          <Trophy className="size-5 text-primary" aria-hidden /> Leagues
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4" aria-label="Leagues">
          {leagues.data.map((league) => (
            <li key={league.id} className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/leagues/${league.id}`} className="font-medium hover:underline">
                  {league.name}
                </Link>
                <span className="text-sm text-muted-foreground">{league.season}</span>
                <Badge variant="secondary">
                  {league.registration === 'pending' ? 'Request waiting' : league.status}
                </Badge>
              </div>
              {league.nextFixtures.length > 0 ? (
                <ul className="grid gap-1 text-sm" aria-label={`Next fixtures in ${league.name}`}>
                  {league.nextFixtures.map((f) => (
                    <li key={f.id} className="flex flex-wrap items-center gap-x-2">
                      <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
                      <span className="text-muted-foreground">{kickOff(f.startTime)}</span>
                      <span>
                        {f.homeTeamName} v {f.awayTeamName}
                      </span>
                      {f.venueName && (
                        <span className="text-muted-foreground">· {f.venueName}</span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No fixture coming up.</p>
              )}
              {league.lastResults.length > 0 && (
                <ul className="grid gap-1 text-sm" aria-label={`Latest results in ${league.name}`}>
                  {league.lastResults.map((f) => (
                    <li key={f.id} className="flex flex-wrap items-center gap-x-2">
                      <Goal className="size-4 text-muted-foreground" aria-hidden />
                      <span className="text-muted-foreground">{playedOn(f.startTime)}</span>
                      <span>
                        {f.homeTeamName} {f.homeScore}–{f.awayScore} {f.awayTeamName}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
