import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { NOTHING_TO_UPDATE } from './users.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function chooseRole(role: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/role',
    payload: { role } as object,
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /api/user/role', () => {
  it('answers 401 when signed out', async () => {
    expect((await chooseRole('player')).statusCode).toBe(401);
  });

  it('stores the chosen role as the user type and adds it to the roles, once', async () => {
    const { cookie } = await registerUser(ctx.app, { userType: 'fan' });
    const first = await chooseRole('venue', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      userType: 'venue_owner',
      roles: ['fan', 'venue'],
      isVenueOwner: true,
    });

    const second = await chooseRole('coach', cookie);
    expect(second.json()).toMatchObject({ userType: 'coach', roles: ['fan', 'venue', 'coach'] });
    const again = await chooseRole('venue', cookie);
    expect(again.json()).toMatchObject({
      userType: 'venue_owner',
      roles: ['fan', 'venue', 'coach'],
    });

    // It sticks: the session's user reads the same.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ userType: 'venue_owner', isVenueOwner: true });
  });

  it('maps every role id to its user type', async () => {
    const { cookie } = await registerUser(ctx.app);
    const expected = {
      player: 'player',
      venue: 'venue_owner',
      team: 'team_manager',
      league: 'league_admin',
      federation: 'federation_official',
      sponsor: 'sponsor',
      fan: 'fan',
      esports: 'esports_player',
      investor: 'investor',
      coach: 'coach',
    };
    for (const [role, userType] of Object.entries(expected)) {
      expect((await chooseRole(role, cookie)).json().userType).toBe(userType);
    }
  });

  it('answers 400 with a clear message for an unknown role', async () => {
    const { cookie } = await registerUser(ctx.app);
    const response = await chooseRole('wizard', cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      fields: { role: 'Please choose one of the listed roles' },
    });
  });
});

function patchProfile(payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

async function me(cookie: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie },
  });
  return response.json();
}

describe('PATCH /api/user/profile', () => {
  it('answers 401 when signed out', async () => {
    const response = await patchProfile({ firstName: 'Sam' });
    expect(response.statusCode).toBe(401);
  });

  it('saves the changes, and they stick', async () => {
    const { cookie } = await registerUser(ctx.app);
    const response = await patchProfile(
      {
        firstName: '  Samira ',
        lastName: 'Haddad',
        bio: 'Weekend striker.',
        location: 'Lyon, France',
        skillLevel: 'advanced',
        favoriteSport: 'Football',
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const expected = {
      firstName: 'Samira',
      lastName: 'Haddad',
      bio: 'Weekend striker.',
      location: 'Lyon, France',
      skillLevel: 'advanced',
      favoriteSport: 'Football',
    };
    expect(response.json()).toMatchObject(expected);
    expect(await me(cookie)).toMatchObject(expected);
  });

  it('changes only the fields sent, and null or blank clears an optional one', async () => {
    const { cookie } = await registerUser(ctx.app, { firstName: 'Ana', lastName: 'Silva' });
    await patchProfile({ bio: 'Hello', location: 'Porto', skillLevel: 'beginner' }, cookie);

    const response = await patchProfile({ bio: null, location: '   ', skillLevel: null }, cookie);
    expect(response.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      bio: null,
      location: null,
      skillLevel: null,
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '   ' }, 'lastName', 'Last name is required'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be at most 500 characters'],
    [{ location: 'x'.repeat(256) }, 'location', 'Location must be at most 255 characters'],
    [
      { favoriteSport: 'x'.repeat(51) },
      'favoriteSport',
      'Favourite sport must be at most 50 characters',
    ],
    [{ skillLevel: 'legendary' }, 'skillLevel', 'Please choose a skill level'],
  ])('answers 400 for %j with the message on the field', async (payload, field, message) => {
    const { cookie } = await registerUser(ctx.app);
    const response = await patchProfile(payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      fields: { [field]: message },
    });
    // Nothing was written.
    expect(await me(cookie)).toMatchObject({ firstName: 'Test', lastName: 'User', bio: null });
  });

  it('accepts a bio of exactly 500 characters', async () => {
    const { cookie } = await registerUser(ctx.app);
    const response = await patchProfile({ bio: 'x'.repeat(500) }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toHaveLength(500);
  });

  it('answers 400 when nothing to change is sent, and ignores fields it does not own', async () => {
    const { cookie, email } = await registerUser(ctx.app);
    const empty = await patchProfile({}, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NOTHING_TO_UPDATE);

    // Email and roles are not profile fields (dropped); a picture must be an upload (refused).
    const sneaky = await patchProfile(
      { email: 'taken@example.com', roles: ['investor'], profileImageUrl: 'https://x.test/a.png' },
      cookie,
    );
    expect(sneaky.statusCode).toBe(400);
    expect(await me(cookie)).toMatchObject({ email, roles: ['player'], profileImageUrl: null });
  });

  it("changes only the signed-in user's profile, never another's", async () => {
    const alice = await registerUser(ctx.app, { firstName: 'Alice', lastName: 'Martin' });
    const bob = await registerUser(ctx.app, { firstName: 'Bob', lastName: 'Okafor' });

    const response = await patchProfile(
      { id: alice.user.id, firstName: 'Hacked', bio: 'pwned' },
      bob.cookie,
    );
    // The id in the body is ignored: the session decides, so Bob changed his own profile.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: bob.user.id, firstName: 'Hacked' });
    expect(await me(alice.cookie)).toMatchObject({
      id: alice.user.id,
      firstName: 'Alice',
      lastName: 'Martin',
      bio: null,
    });
  });
});

describe('sign-in comes first', () => {
  it('tells a visitor 401 even when the body is invalid too', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: '' },
    });
    expect(response.statusCode).toBe(401);
  });
});
