import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowFeedItem, FollowStatus, FollowSuggestionView } from '@shared/contracts/follows';
import type { FixtureView, LeagueView } from '@shared/contracts/leagues';
import { rowsOf } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { esportsKit } from '@server/features/esports/esports-test-kit';
import { kit as noticeKit } from '@server/features/notifications/notification-test-kit';
import { openLeagueKit, type LeagueKit } from '@server/features/leagues/league-test-kit';
import { createPeople, type TestPerson } from '@server/test/people';

let kit: LeagueKit;
let fan: TestPerson;
let stranger: TestPerson;
let league: LeagueView;
let fixtures: FixtureView[];
let venueId: string;
let otherVenueId: string;
let esportsTeamIds: string[];
let tournamentId: string;

const follow = (who: TestPerson, entityType: string, entityId: string) =>
  kit.call('POST', '/api/follows', who.cookie, { entityType, entityId });
const feedOf = async (who: TestPerson) => {
  const response = await kit.call('GET', '/api/follows/feed', who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FollowFeedItem[]>();
};

beforeAll(async () => {
  kit = await openLeagueKit();
  const { ctx, people } = kit;
  const fans = await createPeople(ctx, 2, { userType: 'fan', roles: ['fan'] });
  fan = fans[0]!;
  stranger = fans[1]!;
  ({ league, fixtures } = await kit.leagueWithFixtures({ name: 'Feed Test League' }));
  // One match already played (its kick-off moved into the past), the rest still to come.
  await rowsOf(
    ctx.database.db,
    sql`update league_fixtures
    set status = 'played', home_score = 2, away_score = 1, start_time = now() - interval '1 day'
    where id = ${fixtures[0]!.id}`,
  );
  venueId = (await kit.soccerVenue()).id;
  otherVenueId = (await kit.soccerVenue()).id;
  await ctx.database.db.insert(posts).values([
    { authorId: people[4]!.id, venueId, content: 'Floodlights are fixed, see you Tuesday' },
    { authorId: people[4]!.id, venueId: otherVenueId, content: 'Not for the fan' },
  ]);

  // A two-team esports cup played to the end.
  const esports = esportsKit(() => ctx);
  const gameId = await esports.addGame(1);
  const captains = people.slice(0, 2);
  esportsTeamIds = [];
  for (const captain of captains) {
    esportsTeamIds.push((await esports.createTeam(captain, gameId)).id);
  }
  const cup = await esports.createTournament(people[5]!, gameId, { name: 'Feed Cup' });
  tournamentId = cup.id;
  for (const [i, teamId] of esportsTeamIds.entries()) {
    await esports.register(cup.id, teamId, captains[i]!);
  }
  const started = await kit.call(
    'POST',
    `/api/esports/tournaments/${cup.id}/start`,
    people[5]!.cookie,
  );
  expect(started.statusCode, started.body).toBe(200);
  await esports.playAll(cup.id, people[5]!);
});

afterAll(() => kit.ctx.close());

describe('GET /api/follows/feed', () => {
  it('asks for a session', async () => {
    expect((await kit.call('GET', '/api/follows/feed')).statusCode).toBe(401);
  });

  it('is empty for a new fan who follows nothing', async () => {
    expect(await feedOf(stranger)).toEqual([]);
  });

  it('shows results, new fixtures, venue posts and esports results of what I follow only', async () => {
    expect((await follow(fan, 'league', league.id)).statusCode).toBe(201);
    expect((await follow(fan, 'venue', venueId)).statusCode).toBe(201);
    expect((await follow(fan, 'esports_team', esportsTeamIds[1]!)).statusCode).toBe(201);
    const feed = await feedOf(fan);
    const played = fixtures[0]!;
    expect(feed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'result',
          title: `${played.homeTeamName} 2 – 1 ${played.awayTeamName}`,
          href: `/leagues/${league.id}?tab=fixtures`,
          source: { entityType: 'league', entityId: league.id, name: 'Feed Test League' },
        }),
        expect.objectContaining({
          kind: 'fixtures',
          title: 'New fixtures in Feed Test League',
          detail: expect.stringMatching(/^5 matches from /),
        }),
        expect.objectContaining({
          kind: 'post',
          detail: 'Floodlights are fixed, see you Tuesday',
          source: expect.objectContaining({ entityType: 'venue', entityId: venueId }),
        }),
        expect.objectContaining({
          kind: 'esports_result',
          title: 'Squad 1 2 – 1 Squad 2',
          detail: 'Feed Cup',
          href: `/esports/tournaments/${tournamentId}`,
          source: expect.objectContaining({ entityType: 'esports_team' }),
        }),
      ]),
    );
    expect(feed).toHaveLength(4);
    // Nothing from the venue the fan does not follow.
    expect(JSON.stringify(feed)).not.toContain('Not for the fan');
    const times = feed.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    // Someone else's follows never show in my feed.
    expect(await feedOf(stranger)).toEqual([]);
  });

  it('names a followed team when the fan follows the team, not the league', async () => {
    const [teamFan] = await createPeople(kit.ctx, 1, { userType: 'fan', roles: ['fan'] });
    const played = fixtures[0]!;
    await follow(teamFan!, 'team', played.awayTeamId);
    const feed = await feedOf(teamFan!);
    expect(feed.find((item) => item.kind === 'result')?.source).toEqual({
      entityType: 'team',
      entityId: played.awayTeamId,
      name: played.awayTeamName,
    });
  });

  it('keeps the follower count right under follows and unfollows at once', async () => {
    const crowd = await createPeople(kit.ctx, 10, { userType: 'fan', roles: ['fan'] });
    const teamId = fixtures[1]!.homeTeamId;
    const before = (await kit.call('GET', `/api/follows/team/${teamId}`)).json<FollowStatus>()
      .followers;
    // Half the crowd follows first; then everyone toggles at the same moment, twice over.
    await Promise.all(crowd.slice(0, 5).map((who) => follow(who, 'team', teamId)));
    await Promise.all(
      crowd.flatMap((who, i) =>
        i < 5
          ? [
              kit.call('DELETE', `/api/follows/team/${teamId}`, who.cookie),
              follow(who, 'team', teamId),
            ]
          : [
              follow(who, 'team', teamId),
              kit.call('DELETE', `/api/follows/team/${teamId}`, who.cookie),
            ],
      ),
    );
    const [counted] = await rowsOf<{ followers: number; rows: number }>(
      kit.ctx.database.db,
      sql`
      select t.followers_count as followers,
             (select count(*)::int from entity_follows f
               where f.entity_type = 'team' and f.entity_id = t.id) as rows
        from teams t where t.id = ${teamId}`,
    );
    expect(counted!.followers).toBe(counted!.rows);
    const status = (await kit.call('GET', `/api/follows/team/${teamId}`)).json<FollowStatus>();
    expect(status.followers).toBe(counted!.rows);
    expect(status.followers).toBeGreaterThanOrEqual(before);
  });

  it('suggests what others follow and I do not yet, with real counts', async () => {
    expect((await kit.call('GET', '/api/follows/suggestions')).statusCode).toBe(401);
    const forStranger = (await kit.call('GET', '/api/follows/suggestions', stranger.cookie)).json<
      FollowSuggestionView[]
    >();
    expect(forStranger.length).toBeGreaterThan(0);
    // The count is the real one: the same the entity's own follow button shows.
    const [top] = forStranger;
    const status = await kit.call('GET', `/api/follows/${top!.entityType}/${top!.entityId}`);
    expect(status.json<FollowStatus>().followers).toBe(top!.followers);
    const forFan = (await kit.call('GET', '/api/follows/suggestions', fan.cookie)).json<
      FollowSuggestionView[]
    >();
    const ids = forFan.map((s) => s.entityId);
    expect(ids).not.toContain(league.id);
    expect(ids).not.toContain(venueId);
    expect(forFan.length).toBeGreaterThan(0);
  });

  it('tells followers with notifications on about a new result, and not the others', async () => {
    const [loud, quiet] = await createPeople(kit.ctx, 2, { userType: 'fan', roles: ['fan'] });
    const fixture = fixtures[2]!;
    await follow(loud!, 'team', fixture.homeTeamId);
    await kit.call('POST', '/api/follows', quiet!.cookie, {
      entityType: 'league',
      entityId: league.id,
      notificationsEnabled: false,
    });
    const entered = await kit.call(
      'PUT',
      `/api/leagues/${league.id}/fixtures/${fixture.id}/result`,
      kit.admin.cookie,
      { homeScore: 4, awayScore: 0 },
    );
    expect(entered.statusCode, entered.body).toBe(200);
    const notices = noticeKit(() => kit.ctx);
    await notices.handled();
    expect(await notices.notificationsOf(loud!.id)).toEqual([
      expect.objectContaining({
        title: 'New result',
        message: `${fixture.homeTeamName} 4–0 ${fixture.awayTeamName} (Feed Test League, round ${fixture.round}).`,
        link: `/leagues/${league.id}?tab=fixtures`,
      }),
    ]);
    expect(await notices.notificationsOf(quiet!.id)).toEqual([]);
  });
});
