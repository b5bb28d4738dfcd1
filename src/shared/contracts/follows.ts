import { z } from 'zod';
import { FOLLOW_ENTITY_TYPES, type FollowEntityType } from '@shared/enums';

/** Follows of teams, leagues, federations, venues… (SPEC §3 entity_follows; issue 15). */

export const FOLLOW_NOT_FOUND = 'There is nothing to follow here';

const entityType = z.enum(FOLLOW_ENTITY_TYPES, { error: 'Choose what to follow from the list' });
const entityId = z.uuid({ error: FOLLOW_NOT_FOUND });

/** POST /api/follows. Following twice changes nothing the second time. */
export const followBody = z.object({
  entityType,
  entityId,
  notificationsEnabled: z.boolean({ error: 'Notifications must be on or off' }).optional(),
});
export type FollowBody = z.input<typeof followBody>;

/** /api/follows/{entityType}/{entityId} */
export const followParams = z.object({ entityType, entityId });

/** PATCH /api/follows/{entityType}/{entityId}: the SPEC's notificationsEnabled. */
export const updateFollowBody = z.object({
  notificationsEnabled: z.boolean({ error: 'Notifications must be on or off' }),
});

/** Where the signed-in user stands with one entity, and how many follow it. */
export const followStatus = z.object({
  entityType,
  entityId: z.string(),
  following: z.boolean(),
  notificationsEnabled: z.boolean(),
  followers: z.number(),
});
export type FollowStatus = z.infer<typeof followStatus>;

/** GET /api/follows: what I follow, newest first, with names to show. */
export const followView = z.object({
  entityType,
  entityId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  notificationsEnabled: z.boolean(),
  followedAt: z.string(),
});
export type FollowView = z.infer<typeof followView>;

export const listFollowsQuery = z.object({ entityType: entityType.optional() });

/** GET /api/follows/results: recent results in the leagues I follow (or my followed teams play in). */
export const followedResultView = z.object({
  fixtureId: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  round: z.number(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  homeScore: z.number(),
  awayScore: z.number(),
  playedAt: z.string().nullable(),
});
export type FollowedResultView = z.infer<typeof followedResultView>;

/** GET /api/follows/fixtures: the next matches of the leagues and teams I follow. */
export const followedFixtureView = z.object({
  fixtureId: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  round: z.number(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  startTime: z.string(),
  venueName: z.string().nullable(),
});
export type FollowedFixtureView = z.infer<typeof followedFixtureView>;

/** The page of each followable entity in the web app. */
export function followHref(type: FollowEntityType, id: string): string {
  const path: Record<FollowEntityType, string> = {
    team: '/teams',
    league: '/leagues',
    federation: '/federations',
    venue: '/venues',
    esports_team: '/esports/teams',
    esports_org: '/esports/orgs',
    sponsor: '/sponsors',
  };
  return `${path[type]}/${encodeURIComponent(id)}`;
}

/** How each kind is named in a sentence ("Follow this league"). */
export const FOLLOW_ENTITY_LABELS: Record<FollowEntityType, string> = {
  team: 'team',
  league: 'league',
  federation: 'federation',
  venue: 'venue',
  esports_team: 'esports team',
  esports_org: 'organisation',
  sponsor: 'sponsor',
};

export const FEED_ITEM_KINDS = ['result', 'fixtures', 'post', 'esports_result'] as const;

/**
 * GET /api/follows/feed: one line of the fan's feed, newest first. Every item comes from
 * something the user follows (`source`), and leads to where it happened (`href`).
 */
export const followFeedItem = z.object({
  /** Unique within the feed (kind and the row it came from). */
  id: z.string(),
  kind: z.enum(FEED_ITEM_KINDS),
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  href: z.string(),
  source: z.object({ entityType, entityId: z.string(), name: z.string() }),
});
export type FollowFeedItem = z.infer<typeof followFeedItem>;

/** GET /api/follows/suggestions: what many others follow and I don't yet (the fan's Discover). */
export const followSuggestionView = z.object({
  entityType,
  entityId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  followers: z.number(),
});
export type FollowSuggestionView = z.infer<typeof followSuggestionView>;
