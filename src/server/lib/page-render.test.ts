import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { VenueList, VenueListItem } from '@shared/contracts/venues';
import { createPeople, type TestPerson } from '../test/people';
import { createTestContext, type TestContext } from '../test/test-app';
import type { PageRenderer } from '@shared/page-render';
import { apiAs } from './web-app';

// The server's render of the entry pages (src/web/entry-server.tsx) against the real API and
// seeded database: the markup shows the page's data, and the state carries what it was made of.
// The server never imports the web app's code (ARCHITECTURE "Layout"): it loads the build's
// renderer by its path at run time, and so does this test, from the source.
const RENDERER = resolve(import.meta.dirname, '../../web/entry-server.tsx');
let renderPage: PageRenderer;
let ctx: TestContext;
let person: TestPerson;
let venue: VenueListItem;
beforeAll(async () => {
  ({ renderPage } = (await import(RENDERER)) as { renderPage: PageRenderer });
  ctx = await createTestContext();
  [person] = (await createPeople(ctx, 1)) as [TestPerson];
  const { items } = (await ctx.app.inject({ url: '/api/venues?pageSize=1' })).json<VenueList>();
  venue = items[0]!;
});
afterAll(() => ctx.close());

const visitor = () => apiAs(ctx.app, { headers: {} });
const signedIn = () => apiAs(ctx.app, { headers: { cookie: person.cookie } });
const user = async () =>
  (
    await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: person.cookie } })
  ).json<CurrentUser>();

describe('rendering an entry page on the server', () => {
  it('renders the venues list with its data, and the data it used', async () => {
    const page = await renderPage('/venues', null, visitor());
    expect(page?.html).toContain('Find Sports Venues');
    expect(page?.html).toContain(venue.name);
    // No part of it is left for inline scripts to fill in later.
    expect(page?.html).not.toMatch(/<!--\$[?!]-->/);
    expect(JSON.parse(page!.state)).toMatchObject({ queries: expect.any(Array) });
    expect(page?.state).toContain(venue.id);
  });

  it("renders a venue's page, and gives up on a venue that isn't there", async () => {
    const page = await renderPage(`/venues/${venue.id}`, null, visitor());
    expect(page?.html).toContain(venue.name);
    expect(await renderPage('/venues/not-a-venue', null, visitor())).toBeNull();
  });

  it('renders private pages for the person signed in only', async () => {
    const me = await user();
    const page = await renderPage('/community', me, signedIn());
    expect(page?.html).toContain('Community');
    expect(page?.state).toContain(me.id);
    // A visitor is sent to sign in by the app: the server renders nothing of the page.
    expect(await renderPage('/bookings', null, visitor())).toBeNull();
    // And the sign-in page sends someone signed in home.
    expect(await renderPage('/auth', me, signedIn())).toBeNull();
  });

  it('renders the sign-in page, and leaves any other address to the app', async () => {
    expect((await renderPage('/auth', null, visitor()))?.html).toContain('Welcome back');
    expect(await renderPage('/players', null, visitor())).toBeNull();
  });
});
