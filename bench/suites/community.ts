import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../lib/server';
import { burst, pool } from '../lib/burst';
import type { LoadResult } from '../lib/load';

const JSON_HEADERS = { 'content-type': 'application/json' };

export type Check = { what: string; ok: boolean; detail: string };

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** `count` brand-new players through the real sign-up (a few at a time: each is an argon2 hash). */
export async function registerCrowd(url: string, count: number): Promise<string[]> {
  return pool(Array.from({ length: count }), 8, async () => {
    const response = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        email: `crowd-${randomUUID()}@example.com`,
        password: 'secret123',
        firstName: 'Crowd',
        lastName: 'Player',
        userType: 'player',
      }),
    });
    if (response.status !== 201) throw new Error(`crowd sign-up failed: ${response.status}`);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  });
}

const send = (url: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? { cookie } : { ...JSON_HEADERS, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * 200 people like one post at once, then each toggles 1–3 more times (all at once, each person's
 * clicks in order). Afterwards the post's count must equal the likes there are, and the likes
 * must be exactly the people whose clicks were an odd number in all.
 */
async function likesUnderLoad(server: RunningServer, owner: string, crowd: string[]) {
  const post = (await (
    await send(server.url, owner, 'POST', '/api/posts', { content: 'Bench: like me, all of you' })
  ).json()) as { id: string };
  const likeUrl = `/api/posts/${post.id}/like`;
  const first = await burst(
    `POST like ×${crowd.length} at once`,
    crowd.map((cookie) => () => send(server.url, cookie, 'POST', likeUrl)),
  );

  const clicks = crowd.map((_, index) => 1 + (index % 3));
  const second = await burst(
    `POST like/unlike ×${clicks.reduce((a, b) => a + b, 0)} mixed`,
    crowd.map((cookie, index) => async () => {
      let last: Response | undefined;
      for (let click = 0; click < clicks[index]!; click++) {
        if (last) await last.text();
        last = await send(server.url, cookie, 'POST', likeUrl);
      }
      return last!;
    }),
  );
  // Liked after round one; each further click flips it: an even number of clicks keeps it.
  const expected = clicks.filter((n) => n % 2 === 0).length;
  const views = await pool(
    crowd,
    20,
    async (cookie) =>
      (await (await send(server.url, cookie, 'GET', `/api/posts/${post.id}`)).json()) as {
        likedByMe: boolean;
        likesCount: number;
      },
  );
  const rows = views.filter((view) => view.likedByMe).length;
  const counter = views[0]!.likesCount;
  const checks: Check[] = [
    {
      what: 'likes after the first burst',
      ok: first.calls.every((c) => c.status === 200 && (c.body as { liked: boolean }).liked),
      detail: `${first.calls.filter((c) => c.status === 200).length}/${crowd.length} answered liked`,
    },
    {
      what: 'like counter = like rows = expected',
      ok: counter === rows && rows === expected,
      detail: `counter ${counter}, rows ${rows}, expected ${expected}`,
    },
  ];
  return { rows: [first.row, second.row], checks, postId: post.id };
}

/** 100 people join a 10-player game at once: exactly 10 play, 90 wait in line 1…90. */
async function joinsUnderLoad(server: RunningServer, owner: string, crowd: string[]) {
  const start = new Date(Date.now() + 3 * 86_400_000);
  const game = (await (
    await send(server.url, owner, 'POST', '/api/games', {
      title: 'Bench: ten places, a hundred players',
      sportId: 1,
      location: 'Bench park',
      startTime: start.toISOString(),
      maxPlayers: 10,
      organizerPlays: false,
    })
  ).json()) as { id: string };
  const joined = await burst(
    `POST join ×${crowd.length} at once (10 places)`,
    crowd.map((cookie) => () => send(server.url, cookie, 'POST', `/api/games/${game.id}/join`)),
  );
  const detail = (await (await send(server.url, owner, 'GET', `/api/games/${game.id}`)).json()) as {
    currentPlayers: number;
    participants: { status: string }[];
  };
  const accepted = detail.participants.filter(
    (p: { status: string }) => p.status === 'accepted',
  ).length;
  const waiting = detail.participants.filter(
    (p: { status: string }) => p.status === 'waitlist',
  ).length;
  const positions = joined.calls
    .map((c) => (c.body as { waitlistPosition: number | null }).waitlistPosition)
    .filter((p): p is number => p !== null)
    .sort((a, b) => a - b);
  const inLine = positions.every((p, i) => p === i + 1);
  const checks: Check[] = [
    {
      what: 'players = max, the rest waitlisted in order',
      ok:
        accepted === 10 && detail.currentPlayers === 10 && waiting === crowd.length - 10 && inLine,
      detail: `accepted ${accepted}, current_players ${detail.currentPlayers}, waitlist ${waiting}, positions 1…${positions.length}${inLine ? '' : ' (gaps!)'}`,
    },
  ];
  return { rows: [joined.row], checks };
}

export async function communityScenarios(
  server: RunningServer,
  crowdSize = 200,
): Promise<{ rows: LoadResult[]; checks: Check[] }> {
  const owner = await signIn(server.url, 'player@matchday.dev', 'matchday123');
  const crowd = await registerCrowd(server.url, crowdSize);
  const likes = await likesUnderLoad(server, owner, crowd);
  const joins = await joinsUnderLoad(server, owner, crowd.slice(0, 100));
  return { rows: [...likes.rows, ...joins.rows], checks: [...likes.checks, ...joins.checks] };
}

export { signIn };
