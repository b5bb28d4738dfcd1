import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COACH_NOT_FOUND,
  COACHING_NOT_FOUND,
  type CoachingView,
  type CoachProfile,
} from '@shared/contracts/coaching';
import { rowsOf } from '@server/db/client';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { sportIds } from '@server/test/venue-fixtures';

let ctx: TestContext;
let coach: TestPerson;
let player: TestPerson;
let captain: TestPerson;
let stranger: TestPerson;
let teamId: string;
let padel: number;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

const profile = () => ({
  headline: 'Padel technique for club players',
  specialities: ['Volleys', 'Match tactics'],
  certifications: ['RFEP Level 2'],
  hourlyRate: '45',
  sportIds: [padel],
  availability: [{ weekday: 0, startHour: 17, endHour: 21 }],
});

const offer = (cookie: string, entityType: string, entityId: string) =>
  call('POST', '/api/coaching', cookie, { entityType, entityId, role: 'head_coach' });

const setStatus = (cookie: string, id: string, status: string) =>
  call('POST', `/api/coaching/${id}/status`, cookie, { status });

beforeAll(async () => {
  ctx = await createTestContext();
  [padel] = await sportIds(ctx.database.db, ['Padel']);
  const people = await createPeople(ctx, 4);
  [coach, player, captain, stranger] = people as [TestPerson, TestPerson, TestPerson, TestPerson];
  const team = await call('POST', '/api/teams', captain!.cookie, {
    name: 'Madrid Smashers',
    sportId: padel,
    maxMembers: 8,
    isPrivate: false,
  });
  teamId = team.json<{ id: string }>().id;
});
afterAll(() => ctx.close());

describe('coach profiles', () => {
  it('asks for a session to write or read my profile; the list and public page are open', async () => {
    expect((await call('POST', '/api/coaches', undefined, profile())).statusCode).toBe(401);
    expect((await call('GET', '/api/coaches/me')).statusCode).toBe(401);
    expect((await call('GET', '/api/coaches')).statusCode).toBe(200);
  });

  it('refuses a bad profile with the field messages', async () => {
    const bad = await call('POST', '/api/coaches', coach.cookie, {
      ...profile(),
      hourlyRate: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Hourly rate must be an amount such as 45.00');
    const hours = await call('POST', '/api/coaches', coach.cookie, {
      ...profile(),
      availability: [{ weekday: 2, startHour: 18, endHour: 9 }],
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toContain('Each availability must end after it starts');
    const sport = await call('POST', '/api/coaches', coach.cookie, {
      ...profile(),
      sportIds: [999_999],
    });
    expect(sport.statusCode).toBe(400);
    expect(sport.json().message).toBe('Choose sports from the list');
  });

  it('saves, updates and shows my profile; 404 for one who has none', async () => {
    expect((await call('GET', '/api/coaches/me', coach.cookie)).statusCode).toBe(404);
    const saved = await call('POST', '/api/coaches', coach.cookie, profile());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CoachProfile>()).toMatchObject({
      userId: coach.id,
      hourlyRate: '45.00',
      sports: [{ id: padel, name: 'Padel' }],
      activeCount: 0,
    });
    const again = await call('POST', '/api/coaches', coach.cookie, {
      ...profile(),
      hourlyRate: '50',
    });
    expect(again.json<CoachProfile>().hourlyRate).toBe('50.00');
    const open = await call('GET', `/api/coaches/${coach.id}`);
    expect(open.json<CoachProfile>().specialities).toEqual(['Volleys', 'Match tactics']);
    const none = await call('GET', `/api/coaches/${stranger.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(COACH_NOT_FOUND);
    const malformed = await call('GET', '/api/coaches/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(COACH_NOT_FOUND);
  });

  it('finds coaches by sport and by text', async () => {
    const bySport = await call('GET', `/api/coaches?sportId=${padel}&q=volley`);
    expect(bySport.json<CoachProfile[]>().map((c) => c.userId)).toContain(coach.id);
    const miss = await call('GET', `/api/coaches?q=zzzz-nobody`);
    expect(miss.json()).toEqual([]);
    const bad = await call('GET', '/api/coaches?sportId=abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('coaching offers', () => {
  it('asks for a session', async () => {
    expect((await offer('', 'player', player.id)).statusCode).toBe(401);
    expect((await call('GET', '/api/coaching')).statusCode).toBe(401);
  });

  it('refuses bad offers with clear messages', async () => {
    const kind = await offer(coach.cookie, 'planet', player.id);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('Coach a player, a team or an esports team');
    const missing = await offer(coach.cookie, 'team', stranger.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Team not found');
    const self = await offer(coach.cookie, 'player', coach.id);
    expect(self.statusCode).toBe(400);
    const noProfile = await offer(stranger.cookie, 'player', player.id);
    expect(noProfile.statusCode).toBe(409);
    expect(noProfile.json().message).toBe('Create your coach profile before offering coaching');
  });

  it('a player accepts, both sides list it with names, and the other side is told', async () => {
    const made = await offer(coach.cookie, 'player', player.id);
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json<CoachingView>();
    expect(record).toMatchObject({ status: 'pending', side: 'coach', allowed: ['terminated'] });
    expect((await offer(coach.cookie, 'player', player.id)).statusCode).toBe(409);

    const mine = await call('GET', '/api/coaching', player.cookie);
    const seen = mine.json<CoachingView[]>().find((r) => r.id === record.id)!;
    expect(seen).toMatchObject({ side: 'entity', allowed: ['active', 'declined'] });
    expect(seen.coachName).toBe(`${coach.firstName} Test`);
    expect(seen.entityName).toBe(`${player.firstName} Test`);

    const accepted = await setStatus(player.cookie, record.id, 'active');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<CoachingView>().startDate).toBe(
      ctx.clock.now().toISOString().slice(0, 10),
    );
    await eventually(async () => {
      const rows = await rowsOf<{ userId: string; title: string }>(
        ctx.database.db,
        sql`select user_id as "userId", title from notifications where related_id = ${record.id}`,
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          { userId: player.id, title: 'Coaching offer' },
          { userId: coach.id, title: 'Coaching accepted' },
        ]),
      );
    });

    const ended = await setStatus(coach.cookie, record.id, 'terminated');
    expect(ended.json<CoachingView>()).toMatchObject({ status: 'terminated', allowed: [] });
    expect(ended.json<CoachingView>().endDate).not.toBeNull();
  });

  it('a team captain answers for the team; illegal moves are 409 naming the allowed ones', async () => {
    const record = (await offer(coach.cookie, 'team', teamId)).json<CoachingView>();
    const coachAccepts = await setStatus(coach.cookie, record.id, 'active');
    expect(coachAccepts.statusCode).toBe(409);
    expect(coachAccepts.json().message).toBe('This coaching is pending; you may set: terminated');
    const declined = await setStatus(captain.cookie, record.id, 'declined');
    expect(declined.json<CoachingView>()).toMatchObject({
      status: 'declined',
      entityName: 'Madrid Smashers',
    });
    const late = await setStatus(captain.cookie, record.id, 'active');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This coaching is declined; it cannot change');
    const bad = await setStatus(captain.cookie, record.id, 'asleep');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Status must be pending, active, inactive, terminated or declined',
    );
  });

  it("hides someone else's record: 404", async () => {
    const record = (await offer(coach.cookie, 'team', teamId)).json<CoachingView>();
    const answer = await setStatus(stranger.cookie, record.id, 'active');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(COACHING_NOT_FOUND);
    expect((await call('GET', `/api/coaching/${record.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/coaching/${record.id}`, captain.cookie)).statusCode).toBe(200);
    const list = await call('GET', '/api/coaching', stranger.cookie);
    expect(list.json()).toEqual([]);
  });

  it('takes one of two offers sent at once, and one of two answers given at once', async () => {
    const [again, other] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
    const twice = await Promise.all([
      offer(coach.cookie, 'player', again.id),
      offer(coach.cookie, 'player', again.id),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const record = (await offer(coach.cookie, 'player', other.id)).json<CoachingView>();
    const answers = await Promise.all([
      setStatus(other.cookie, record.id, 'active'),
      setStatus(other.cookie, record.id, 'declined'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('goes when the coached player deletes their account', async () => {
    const leaving = await registerUser(ctx.app);
    const record = (await offer(coach.cookie, 'player', leaving.user.id)).json<CoachingView>();
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie: leaving.cookie },
      payload: { password: 'secret123' },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await call('GET', `/api/coaching/${record.id}`, coach.cookie)).statusCode).toBe(404);
  });
});
