import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EsportsDashboardView,
  MatchView,
  StandingsRowView,
  TournamentView,
} from '@shared/contracts/esports';
import { signIn, createTestContext, type TestContext } from '@server/test/test-app';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedEsports, seedEsportsTitles } from './esports';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoAccounts(ctx.database.db);
  await seedEsportsTitles(ctx.database.db);
  await seedEsports(ctx.database.db);
  await seedEsports(ctx.database.db); // idempotent
  cookie = await signIn(ctx.app, 'esports@matchday.dev', DEMO_PASSWORD);
});
afterAll(() => ctx.close());

const get = <T>(url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

describe('the seeded esports world', () => {
  it('has one finished, one ongoing and one open tournament, and a dashboard for the demo', async () => {
    const all = await get<TournamentView[]>('/api/esports/tournaments');
    expect(all.map((t) => t.status).sort()).toEqual(['completed', 'ongoing', 'registration']);
    const finished = all.find((t) => t.status === 'completed')!;
    expect(finished.championTeamId).not.toBeNull();
    const standings = await get<StandingsRowView[]>(
      `/api/esports/tournaments/${finished.id}/standings`,
    );
    expect(standings[0]).toMatchObject({ placement: 1, prizeWon: '2500.00' });
    const ongoing = all.find((t) => t.status === 'ongoing')!;
    const matches = await get<MatchView[]>(`/api/esports/tournaments/${ongoing.id}/matches`);
    expect(matches.filter((m) => m.status === 'completed')).toHaveLength(4);
    expect(matches.filter((m) => m.status === 'ready').length).toBeGreaterThan(0);
    const dashboard = await get<EsportsDashboardView>('/api/esports/dashboard');
    expect(dashboard.teams.length).toBeGreaterThanOrEqual(2);
    expect(dashboard.invitations).toHaveLength(1);
    expect(dashboard.recentResults.length).toBeGreaterThan(0);
    expect(dashboard.winRateOverTime.length).toBeGreaterThan(0);
  });
});
