import { Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EsportsGameView } from '@shared/contracts/esports';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useAuth } from '@web/features/auth/api/current-user';
import { useEsportsGames, useEsportsOrgs, useEsportsTeams } from '../api/esports';
import { useTournaments } from '../api/tournaments';
import { CreateEsportsTeamDialog } from '../components/create-team-dialog';
import { CreateTournamentDialog } from '../components/create-tournament-dialog';
import { TeamList } from '../components/team-list';
import { CreateEsportsOrgDialog } from '../components/create-org-dialog';
import { TournamentCard } from '../components/tournament-card';
import { GENRE_NAMES, teamSizeText } from '../format';

function GameCard({ game }: { game: EsportsGameView }) {
  return (
    <li>
      <Card className="h-full">
        <CardContent className="grid gap-1 p-4">
          <h3 className="font-semibold">{game.title}</h3>
          <p className="text-sm text-muted-foreground">
            {[game.genre ? GENRE_NAMES[game.genre] : null, teamSizeText(game.teamSize)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {game.platform.length > 0 && (
            <p className="text-xs text-muted-foreground">{game.platform.join(', ')}</p>
          )}
          <p className="text-xs text-muted-foreground">{game.registeredTeamsCount} teams</p>
        </CardContent>
      </Card>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-3" aria-labelledby={`section-${title}`}>
      <h2 id={`section-${title}`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /esports: the titles, tournaments open for registration, the top teams. */
export default function EsportsPage() {
  const { user } = useAuth();
  const games = useEsportsGames();
  const open = useTournaments({ status: 'registration' });
  const ongoing = useTournaments({ status: 'ongoing' });
  const completed = useTournaments({ status: 'completed' });
  const teams = useEsportsTeams({});
  const orgs = useEsportsOrgs();
  const top = [...(teams.data ?? [])]
    .sort(
      (a, b) =>
        (a.ranking ?? 1e9) - (b.ranking ?? 1e9) ||
        (b.mmr ?? -1) - (a.mmr ?? -1) ||
        b.winRate - a.winRate,
    )
    .slice(0, 10);
  return (
    <PageContainer>
      <PageHeader
        title="Esports"
        description="Titles, teams and tournaments in every format, from sign-up to podium."
        actions={
          user ? (
            <>
              <CreateEsportsTeamDialog />
              <CreateEsportsOrgDialog />
              <CreateTournamentDialog />
              <Button asChild variant="ghost">
                <Link to="/dashboard/esports">My esports</Link>
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="grid gap-10">
        <Section title="Open for registration">
          {open.isLoading ? (
            <p className="text-muted-foreground">Loading tournaments…</p>
          ) : open.error ? (
            <p className="text-destructive">Tournaments could not be loaded. Please try again.</p>
          ) : open.data?.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tournament is taking sign-ups now.</p>
          ) : (
            <ul
              aria-label="Open for registration"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {open.data?.map((t) => (
                <TournamentCard key={t.id} tournament={t} />
              ))}
            </ul>
          )}
        </Section>
        {(ongoing.data?.length ?? 0) > 0 && (
          <Section title="Under way">
            <ul aria-label="Under way" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {ongoing.data?.map((t) => (
                <TournamentCard key={t.id} tournament={t} />
              ))}
            </ul>
          </Section>
        )}
        {(completed.data?.length ?? 0) > 0 && (
          <Section title="Recently completed">
            <ul
              aria-label="Recently completed"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {completed.data?.slice(0, 6).map((t) => (
                <TournamentCard key={t.id} tournament={t} />
              ))}
            </ul>
          </Section>
        )}
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <Section title="Titles">
            {games.isLoading ? (
              <p className="text-muted-foreground">Loading titles…</p>
            ) : games.data?.length === 0 ? (
              <div className="grid justify-items-center gap-2 py-8 text-center">
                <Gamepad2 className="size-10 text-muted-foreground" aria-hidden />
                <p className="text-sm text-muted-foreground">No titles yet.</p>
              </div>
            ) : (
              <ul aria-label="Titles" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {games.data?.map((game) => (
                  <GameCard key={game.id} game={game} />
                ))}
              </ul>
            )}
          </Section>
          <div className="grid content-start gap-10">
            <Section title="Top teams">
              <Card>
                <CardContent className="p-4">
                  <TeamList teams={top} label="Top teams" />
                </CardContent>
              </Card>
            </Section>
            {(orgs.data?.length ?? 0) > 0 && (
              <Section title="Organisations">
                <ul aria-label="Organisations" className="grid gap-2 text-sm">
                  {orgs.data?.map((org) => (
                    <li key={org.id} className="flex justify-between gap-2">
                      <Link to={`/esports/orgs/${org.id}`} className="font-medium hover:underline">
                        {org.name}
                      </Link>
                      <span className="text-muted-foreground">
                        {org.teamsCount} {org.teamsCount === 1 ? 'team' : 'teams'}
                      </span>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
