import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { MessagePlayersButton } from '../components/message-players-button';
import { useGameOrInvite } from '../api/game-invites';
import { GameRequests } from '../components/game-requests';
import { InvitePlayers } from '../components/invite-players';
import { MyInvitation } from '../components/my-invitation';
import { GamePeople } from '../components/game-people';
import { GameSummary } from '../components/game-summary';
import { ReportResult } from '../components/report-result';
import { hasStarted } from '../format';

/** A game: details, who plays, who waits, and what you can do. */
export default function GamePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { user, isLoading: authLoading } = useAuth();
  // The invite link's token opens a private game to someone signed in who isn't on its roster.
  const invite = user ? params.get('invite') : null;
  const { data: game, isLoading, error } = useGameOrInvite(id, invite, !authLoading);

  if (params.has('invite') && !authLoading && !user) {
    // The API answers an invite link only to someone signed in; come back here after.
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  if (!game) {
    return (
      <RecordPageState
        isLoading={isLoading || authLoading}
        error={error}
        notFound={{ title: 'Game not found', text: 'It may have been removed.' }}
        failed={{
          title: 'Something went wrong',
          text: 'The game could not be loaded. Please try again.',
        }}
        back={{ to: '/players?tab=games', label: 'Browse games' }}
      />
    );
  }

  const started = hasStarted(game);
  const open = game.status === 'upcoming' && !started;
  const organises = user?.id === game.organizer.id;

  return (
    <PageContainer>
      <div className="mx-auto grid max-w-4xl gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/players?tab=games">
            <ArrowLeft aria-hidden /> All games
          </Link>
        </Button>
        <GameSummary game={game} userId={user?.id} />

        {game.myStatus === 'accepted' && game.status !== 'cancelled' && (
          <MessagePlayersButton gameId={game.id} />
        )}

        {game.myStatus === 'accepted' && started && game.status !== 'cancelled' && (
          <ReportResult game={game} />
        )}

        {game.isPrivate && open && user && !organises && (
          <MyInvitation game={game} userId={user.id} invite={invite} />
        )}

        {game.isPrivate && open && organises && (
          <div className="grid gap-6 md:grid-cols-2">
            <InvitePlayers game={game} />
            <GameRequests game={game} />
          </div>
        )}

        <GamePeople game={game} />
      </div>
    </PageContainer>
  );
}
