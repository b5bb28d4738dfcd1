import { ArrowLeft, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@shared/money';
import { PageContainer } from '@web/components/page-header';
import { personName } from '@web/components/person-name';
import { RecordPageState } from '@web/components/record-page-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FollowButton } from '@web/features/follows/components/follow-button';
import { useEsportsOrg } from '../api/esports';
import { TeamList } from '../components/team-list';

/** /esports/orgs/:id: an organisation's teams, the titles they play and the trophies they won. */
export default function EsportsOrgPage() {
  const { id = '' } = useParams();
  const org = useEsportsOrg(id);
  if (!org.data) {
    return (
      <RecordPageState
        isLoading={org.isLoading}
        error={org.error}
        notFound={{ title: 'Organisation not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/esports', label: 'Browse esports' }}
      />
    );
  }
  const o = org.data;
  return (
    <PageContainer>
      <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/esports">
            <ArrowLeft aria-hidden /> Esports
          </Link>
        </Button>
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight break-words">
            {o.name} {o.acronym && <span className="text-muted-foreground">({o.acronym})</span>}
          </h1>
          <p className="text-sm text-muted-foreground">
            {[o.headquarters, o.owner ? `Owner: ${personName(o.owner, 'Owner')}` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div>
            <FollowButton entityType="esports_org" entityId={o.id} name={o.name} size="default" />
          </div>
          {o.website && (
            <a
              href={o.website}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-primary underline"
            >
              {o.website}
            </a>
          )}
          {o.description && <p className="whitespace-pre-line">{o.description}</p>}
          {o.games.length > 0 && (
            <ul aria-label="Titles" className="flex flex-wrap gap-2">
              {o.games.map((game) => (
                <li key={game.id}>
                  <Badge variant="secondary">{game.title}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Teams</h2>
          </CardHeader>
          <CardContent>
            <TeamList teams={o.teams} label="Teams" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="flex items-center gap-2 font-semibold">
              <Trophy className="size-4" aria-hidden /> Trophies
            </h2>
          </CardHeader>
          <CardContent>
            {o.trophies.length === 0 ? (
              <p className="text-sm text-muted-foreground">No trophies yet.</p>
            ) : (
              <ul aria-label="Trophies" className="grid gap-2 text-sm">
                {o.trophies.map((trophy) => (
                  <li
                    key={`${trophy.tournamentId}-${trophy.teamId}`}
                    className="flex flex-wrap justify-between gap-2"
                  >
                    <span>
                      <Link
                        to={`/esports/tournaments/${trophy.tournamentId}`}
                        className="font-medium hover:underline"
                      >
                        {trophy.tournamentName}
                      </Link>
                      <span className="text-muted-foreground">
                        {' '}
                        · {trophy.teamName} · {trophy.gameTitle}
                        {trophy.endDate ? ` · ${trophy.endDate}` : ''}
                      </span>
                    </span>
                    {Number(trophy.prizeWon) > 0 && (
                      <span className="tabular-nums">{formatMoney(trophy.prizeWon)}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
