import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatGameStart } from '@web/lib/venue-time';
import { useManagedTeams, useTeamDues, useTeamEvents } from '../api/team-life';
import { CreateTeamDialog } from '../components/create-team-dialog';
import { DuesChart } from '../components/dues-chart';
import { NextGameRoster, nextGameOf } from '../components/next-game-roster';
import { ScheduleEventDialog } from '../components/schedule-event-dialog';
import { AskDuesDialog } from '../components/team-dues-card';

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="leading-none font-semibold tracking-tight">{title}</h2>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The team's own matches already played (league fixtures come beside them, composed in). */
function RecentMatches({ teamId }: { teamId: string }) {
  const past = useTeamEvents(teamId, 'past');
  const matches = past.data?.filter((e) => e.kind === 'match' && !e.cancelled).slice(0, 5) ?? [];
  return (
    <Section title="Recent matches">
      {matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No matches played yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Recent matches">
          {matches.map((match) => (
            <li
              key={match.id}
              className="flex flex-wrap justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <span className="font-medium">{match.title}</span>
              <span className="text-muted-foreground">
                {formatGameStart(match.startTime)} · {match.counts.yes} played
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function TeamBoard({ teamId, fixtures }: { teamId: string; fixtures?: ReactNode }) {
  const events = useTeamEvents(teamId);
  const dues = useTeamDues(teamId);
  const upcoming = events.data?.filter((e) => !e.cancelled) ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Availability for the next game">
        {events.isLoading ? (
          <CardsSkeleton count={1} className="h-24" />
        ) : (
          <NextGameRoster event={nextGameOf(events.data)} />
        )}
      </Section>
      <Section title="Upcoming events">
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No events coming up.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Upcoming events">
            {upcoming.slice(0, 6).map((event) => (
              <li
                key={event.id}
                className="flex flex-wrap justify-between gap-2 rounded-md border p-3 text-sm"
              >
                <span className="font-medium">{event.title}</span>
                <span className="text-muted-foreground">
                  {formatGameStart(event.startTime)} · {event.counts.yes} coming
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Dues" action={<AskDuesDialog teamId={teamId} />}>
        {!dues.data || dues.data.dues.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No dues asked for yet. Ask members for subs and see who has paid.
          </p>
        ) : (
          <div className="grid gap-4">
            <DuesChart {...dues.data} />
            <ul className="grid gap-1 text-sm" aria-label="Who has paid">
              {dues.data.dues.map((due) => (
                <li key={due.id} className="flex justify-between gap-2">
                  <span>
                    {[due.user.firstName, due.user.lastName].filter(Boolean).join(' ')} ·{' '}
                    {due.label}
                  </span>
                  <span className={due.status === 'paid' ? '' : 'text-muted-foreground'}>
                    {due.status === 'paid' ? 'Paid' : 'Unpaid'}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      <RecentMatches teamId={teamId} />
      {fixtures && <div className="grid content-start gap-6">{fixtures}</div>}
    </div>
  );
}

/**
 * The team manager's dashboard: the teams I captain or manage, and for the chosen one the roster's
 * answers for the next game, upcoming events, dues and (composed in by the app) league fixtures.
 */
export default function TeamDashboardPage({
  fixtures,
}: {
  fixtures?: (teamId: string) => ReactNode;
}) {
  const teams = useManagedTeams();
  const [chosen, setChosen] = useState<string | null>(null);
  const team = teams.data?.find((t) => t.id === chosen) ?? teams.data?.[0];
  return (
    <PageContainer>
      <PageHeader
        title="Team Manager Dashboard"
        description="Your teams: who can play, what's coming up and who has paid."
        actions={team ? <ScheduleEventDialog teamId={team.id} /> : <CreateTeamDialog />}
      />
      {teams.isLoading ? (
        <CardsSkeleton count={4} />
      ) : !team ? (
        <EmptyList>
          <p className="mb-4">You don’t lead a team yet. Create one and invite your players.</p>
          <CreateTeamDialog />
        </EmptyList>
      ) : (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-end gap-4">
            {teams.data!.length > 1 && (
              <div className="grid gap-1.5">
                <Label htmlFor="dashboard-team">Team</Label>
                <NativeSelect
                  id="dashboard-team"
                  value={team.id}
                  onChange={(e) => setChosen(e.target.value)}
                >
                  {teams.data!.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            <p className="text-sm text-muted-foreground">
              <Link to={`/teams/${team.id}`} className="font-medium text-primary hover:underline">
                {team.name}
              </Link>{' '}
              · {team.currentMembers}/{team.maxMembers} members · {team.sport.name}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to={`/teams/${team.id}`}>Open team page</Link>
            </Button>
          </div>
          <TeamBoard key={team.id} teamId={team.id} fixtures={fixtures?.(team.id)} />
        </div>
      )}
    </PageContainer>
  );
}
