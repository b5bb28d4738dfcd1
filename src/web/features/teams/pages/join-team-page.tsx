import { Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useInvite, useJoinByInvite } from '../api/team-life';

/** /teams/join/:code — the invite link: join a public team, or ask to join a private one. */
export default function JoinTeamPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const { data: invite, isLoading, error } = useInvite(code);
  const join = useJoinByInvite(code);

  if (!invite) {
    return (
      <RecordPageState
        isLoading={isLoading}
        error={error}
        notFound={{
          title: 'Invite link not found',
          text: 'The link may have been reset. Ask the team for a new one.',
        }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/players?tab=teams', label: 'Browse teams' }}
      />
    );
  }

  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: (result) => {
        toast(
          result.status === 'pending'
            ? {
                title: 'Request sent',
                description: `The captain of ${invite.name} will answer it.`,
              }
            : { title: 'Welcome to the team!', description: `You joined ${invite.name}.` },
        );
        void navigate(`/teams/${invite.teamId}`);
      },
      onError: (err) => {
        // Already in the team: the link has done its job.
        if (err instanceof ApiError && err.status === 409) void navigate(`/teams/${invite.teamId}`);
        toast({
          variant: 'destructive',
          title: "Couldn't join the team",
          description: errorMessage(err, 'Please try again.'),
        });
      },
    });

  return (
    <PageContainer>
      <Card className="mx-auto max-w-md">
        <CardContent className="grid gap-4 p-6 text-center">
          <Users className="mx-auto size-10 text-primary" aria-hidden />
          <h1 className="text-2xl font-bold tracking-tight">Join {invite.name}</h1>
          <p className="text-muted-foreground">
            {invite.isPrivate
              ? 'This team is private: your request goes to its captain.'
              : 'You have been invited to join this team.'}
          </p>
          <Button pending={join.isPending} onClick={onJoin}>
            {invite.isPrivate ? 'Ask to join' : 'Join team'}
          </Button>
          <Button asChild variant="ghost">
            <Link to={`/teams/${invite.teamId}`}>See the team first</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
