import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachingStatus } from '@shared/coaching-enums';
import type {
  CoachDashboard,
  CoachingSession,
  CoachingView,
  CoachProfile,
  CoachProfileBody,
  CreateSessionBody,
  OfferCoachingBody,
  UpdateSessionBody,
} from '@shared/contracts/coaching';
import { apiRequest, getJson } from '@web/lib/api-client';
import { fetchByKey } from '@web/lib/query-url';

export const coachesKey = ['/api/coaches'] as const;
export const coachingKey = ['/api/coaching'] as const;
const sessionsKey = ['/api/coaching/sessions'] as const;
const dashboardKey = ['/api/coaching/dashboard'] as const;
/** Anything a booking changes (a session is one): the player's lists and venue slots. */
const bookingsKey = ['/api/bookings'] as const;

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

export type CoachFilters = { sportId?: string; q?: string };

export function useCoaches(filters: CoachFilters) {
  return useQuery<CoachProfile[]>({
    queryKey: [...coachesKey, filters],
    queryFn: fetchByKey as () => Promise<CoachProfile[]>,
  });
}

export const useCoach = (id: string) => useQuery<CoachProfile>({ queryKey: [...coachesKey, id] });

/** My coach profile, or null before I make one (404). */
export function useMyCoachProfile() {
  return useQuery<CoachProfile | null>({
    queryKey: [...coachesKey, 'me'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/api/coaches/me', { credentials: 'include', signal });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error('Could not load your coach profile');
      return (await response.json()) as CoachProfile;
    },
  });
}

export const useMyCoaching = () => useQuery<CoachingView[]>({ queryKey: coachingKey });

export function useCoachingSessions(when: 'upcoming' | 'past' | 'all') {
  return useQuery<CoachingSession[]>({
    queryKey: [...sessionsKey, { when }],
    queryFn: fetchByKey as () => Promise<CoachingSession[]>,
  });
}

export const useCoachDashboard = () => useQuery<CoachDashboard>({ queryKey: dashboardKey });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [coachesKey, coachingKey, sessionsKey, dashboardKey, bookingsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveCoachProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CoachProfileBody) =>
      json<CoachProfile>(apiRequest('POST', '/api/coaches', body)),
    onSuccess: refresh,
  });
}

export function useOfferCoaching() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: OfferCoachingBody) =>
      json<CoachingView>(apiRequest('POST', '/api/coaching', body)),
    onSuccess: refresh,
  });
}

export function useSetCoachingStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CoachingStatus }) =>
      json<CoachingView>(apiRequest('POST', `/api/coaching/${id}/status`, { status })),
    onSuccess: refresh,
  });
}

export function useBookSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ coachingId, ...body }: CreateSessionBody & { coachingId: string }) =>
      json<CoachingSession>(apiRequest('POST', `/api/coaching/${coachingId}/sessions`, body)),
    onSuccess: refresh,
  });
}

export function useUpdateSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSessionBody & { id: string }) =>
      json<CoachingSession>(apiRequest('PATCH', `/api/coaching/sessions/${id}`, body)),
    onSuccess: refresh,
  });
}

export type OfferTarget = { id: string; name: string };

type Named = { id: string; name?: string; firstName?: string | null; lastName?: string | null };

const TARGET_URLS: Record<OfferCoachingBody['entityType'], string> = {
  player: '/api/players',
  team: '/api/teams',
  esports_team: '/api/esports/teams',
};

/** Who a coach may offer to coach, by name: players, teams or esports teams matching `q`. */
export function useOfferTargets(type: OfferCoachingBody['entityType'], q: string) {
  return useQuery<OfferTarget[]>({
    queryKey: ['coaching-targets', type, q],
    queryFn: async ({ signal }) => {
      const url = `${TARGET_URLS[type]}?${new URLSearchParams({ q }).toString()}`;
      const body = await getJson<Named[] | { items: Named[] }>(url, signal);
      const items = Array.isArray(body) ? body : body.items;
      return items.slice(0, 20).map((item) => ({
        id: item.id,
        name: item.name ?? `${item.firstName ?? ''} ${item.lastName ?? ''}`.trim(),
      }));
    },
    staleTime: 30_000,
  });
}
