import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FollowedFixtureView,
  FollowedResultView,
  FollowFeedItem,
  FollowStatus,
  FollowSuggestionView,
  FollowView,
} from '@shared/contracts/follows';
import type { FollowEntityType } from '@shared/enums';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export const followsKey = ['/api/follows'] as const;

const followUrl = (type: FollowEntityType, id: string) =>
  `/api/follows/${type}/${encodeURIComponent(id)}`;

/** Whether I follow one entity, and how many do (visitors see the count). */
export const useFollowStatus = (type: FollowEntityType, id: string) =>
  useQuery<FollowStatus>({ queryKey: [...followsKey, type, id] });

/** What I follow, newest first. */
export const useMyFollows = ({ enabled = true } = {}) =>
  useQuery<FollowView[]>({ queryKey: followsKey, enabled });

/** The latest results of the leagues and teams I follow. */
export const useFollowedResults = ({ enabled = true } = {}) =>
  useQuery<FollowedResultView[]>({ queryKey: [...followsKey, 'results'], enabled });

/** The next matches of the leagues and teams I follow. */
export const useFollowedFixtures = ({ enabled = true } = {}) =>
  useQuery<FollowedFixtureView[]>({ queryKey: [...followsKey, 'fixtures'], enabled });

/** What happened lately in what I follow, newest first. */
export const useFollowFeed = ({ enabled = true } = {}) =>
  useQuery<FollowFeedItem[]>({ queryKey: [...followsKey, 'feed'], enabled });

/** What others follow and I don't yet. */
export const useFollowSuggestions = ({ enabled = true } = {}) =>
  useQuery<FollowSuggestionView[]>({ queryKey: [...followsKey, 'suggestions'], enabled });

/** Notifications of one follow, on or off (SPEC §3 notificationsEnabled). */
export function useFollowNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, id, on }: { type: FollowEntityType; id: string; on: boolean }) =>
      (await (
        await apiRequest('PATCH', followUrl(type, id), { notificationsEnabled: on })
      ).json()) as FollowStatus,
    onSuccess: (status, { type, id }) => {
      queryClient.setQueryData([...followsKey, type, id], status);
      return queryClient.invalidateQueries({ queryKey: followsKey, exact: true });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't update",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}

type Change = { type: FollowEntityType; id: string; follow: boolean; name: string };

/** Follow or unfollow; the answer is the new status, put straight into the cache. */
export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, id, follow }: Change) =>
      (await (
        await (follow
          ? apiRequest('POST', '/api/follows', { entityType: type, entityId: id })
          : apiRequest('DELETE', followUrl(type, id)))
      ).json()) as FollowStatus,
    onSuccess: (status, { type, id, name }) => {
      queryClient.setQueryData([...followsKey, type, id], status);
      toast({
        title: status.following ? 'Following' : 'Unfollowed',
        description: status.following
          ? `You'll see news from ${name}.`
          : `You no longer follow ${name}.`,
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: followsKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: [...followsKey, 'results'] }),
        queryClient.invalidateQueries({ queryKey: [...followsKey, 'fixtures'] }),
        queryClient.invalidateQueries({ queryKey: [...followsKey, 'feed'] }),
        queryClient.invalidateQueries({ queryKey: [...followsKey, 'suggestions'] }),
      ]);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't update",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}
