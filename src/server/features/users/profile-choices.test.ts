import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_THROUGH_FORM, UNKNOWN_SPORT } from '@shared/contracts/auth';
import { multipartFile, pngImage } from '@server/test/images';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const patchProfile = (payload: object, cookie: string) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/user/profile', payload, headers: { cookie } });

async function uploadPhoto(cookie: string): Promise<string> {
  const body = multipartFile(pngImage(4, 4));
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url;
}

describe('favourite sport', () => {
  it('is one of the sports list, stored as the list spells it', async () => {
    const { cookie } = await registerUser(ctx.app);
    const saved = await patchProfile({ favoriteSport: 'padel' }, cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().favoriteSport).toBe('Padel');
  });

  it('answers 400 for a sport that is not on the list, and keeps the old one', async () => {
    const { cookie } = await registerUser(ctx.app);
    await patchProfile({ favoriteSport: 'Tennis' }, cookie);
    const refused = await patchProfile({ favoriteSport: 'Underwater chess' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: UNKNOWN_SPORT,
      fields: { favoriteSport: UNKNOWN_SPORT },
    });
    const cleared = await patchProfile({ favoriteSport: null }, cookie);
    expect(cleared.json().favoriteSport).toBeNull();
  });
});

describe('profile photo', () => {
  it('is one of my uploads; it shows on the signed-in user and can be removed', async () => {
    const { cookie } = await registerUser(ctx.app);
    const url = await uploadPhoto(cookie);
    const saved = await patchProfile({ profileImageUrl: url }, cookie);
    expect(saved.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().profileImageUrl).toBe(url);
    expect((await patchProfile({ profileImageUrl: null }, cookie)).json().profileImageUrl).toBe(
      null,
    );
  });

  it('refuses someone else’s upload and any other address', async () => {
    const { cookie } = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const theirs = await uploadPhoto(other.cookie);
    for (const profileImageUrl of [theirs, 'https://elsewhere.test/me.png']) {
      const refused = await patchProfile({ profileImageUrl }, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toMatchObject({ profileImageUrl: PHOTO_THROUGH_FORM });
    }
  });
});
