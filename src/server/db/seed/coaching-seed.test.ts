import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachDashboard, CoachingSession, CoachingView } from '@shared/contracts/coaching';
import { createTestContext, signIn, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const read = async <T>(url: string, cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>();

describe('the coaching seed', () => {
  it('gives coach@ athletes (player@ among them), a team, an offer and sessions', async () => {
    const coach = await signIn(ctx.app, 'coach@matchday.dev', 'matchday123');
    const records = await read<CoachingView[]>('/api/coaching', coach);
    const active = records.filter((r) => r.status === 'active');
    expect(active.filter((r) => r.entityType === 'player').length).toBeGreaterThanOrEqual(4);
    expect(active.some((r) => r.entityType === 'team')).toBe(true);
    expect(records.some((r) => r.status === 'pending')).toBe(true);

    const dashboard = await read<CoachDashboard>('/api/coaching/dashboard', coach);
    expect(dashboard.hasProfile).toBe(true);
    expect(dashboard.months.filter((m) => m.hours > 0).length).toBeGreaterThanOrEqual(4);
    const past = await read<CoachingSession[]>('/api/coaching/sessions?when=past', coach);
    const upcoming = await read<CoachingSession[]>('/api/coaching/sessions?when=upcoming', coach);
    expect(past.length).toBeGreaterThan(20);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.some((s) => s.notes && s.goals)).toBe(true);

    const player = await signIn(ctx.app, 'player@matchday.dev', 'matchday123');
    const mine = await read<CoachingView[]>('/api/coaching', player);
    expect(mine.some((r) => r.side === 'entity' && r.coachName === 'Priya Shah')).toBe(true);
    const theirs = await read<CoachingSession[]>('/api/coaching/sessions', player);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((s) => s.notes === null && s.goals)).toBe(true);
  });
});
