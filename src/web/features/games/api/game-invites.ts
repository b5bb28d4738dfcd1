import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameDetail } from '@shared/contracts/games';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { gameKey, refreshGames } from './games';

/** The address of a private game's invite link (the page reads `invite` from it). */
export const inviteLinkOf = (origin: string, game: { id: string; inviteToken: string | null }) =>
  `${origin}/games/${game.id}?invite=${game.inviteToken ?? ''}`;

/**
 * A game page's record: through the invite link when the address carries one (a private game is
 * unknown to whoever isn't on its roster yet), else the plain game.
 */
export const useGameOrInvite = (id: string, invite: string | null, enabled = true) =>
  useQuery<GameDetail>({
    enabled,
    queryKey: invite ? [...gameKey(id), 'invite', encodeURIComponent(invite)] : gameKey(id),
  });

const gameUrl = (id: string, action: string) => `/api/games/${encodeURIComponent(id)}/${action}`;

/** A game mutation answered with the game, refreshing game lists and pages, toasting the outcome. */
function useGameMutation<Vars>(
  request: (vars: Vars) => Promise<Response>,
  done: (vars: Vars) => string,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: Vars) => (await (await request(vars)).json()) as GameDetail,
    onSuccess: (_game, vars) => toast({ title: done(vars) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: failed,
        description: errorMessage(error, 'Please try again.'),
      }),
    onSettled: () => refreshGames(queryClient),
  });
}

export const useInvitePlayer = (gameId: string) =>
  useGameMutation(
    (player: { id: string; name: string }) =>
      apiRequest('POST', gameUrl(gameId, 'invitations'), { userId: player.id }),
    (player) => `${player.name} is invited`,
    "Couldn't invite the player",
  );

export const useAskToJoin = (gameId: string) =>
  useGameMutation(
    (token: string) => apiRequest('POST', gameUrl(gameId, 'requests'), { token }),
    () => 'Request sent. The organiser will answer it.',
    "Couldn't send your request",
  );

export const useAnswerRequest = (gameId: string) =>
  useGameMutation(
    ({ userId, accept }: { userId: string; name: string; accept: boolean }) =>
      apiRequest(
        'POST',
        gameUrl(gameId, `requests/${encodeURIComponent(userId)}/${accept ? 'accept' : 'decline'}`),
      ),
    ({ name, accept }) => (accept ? `${name} is in` : `${name}'s request declined`),
    "Couldn't answer the request",
  );

export const useDeclineInvitation = (gameId: string) =>
  useGameMutation(
    () => apiRequest('POST', gameUrl(gameId, 'invitation/decline')),
    () => 'Invitation declined',
    "Couldn't decline the invitation",
  );
