import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EsportsTeamView, MatchView, TournamentView } from '@shared/contracts/esports';
import { electronicGames } from '@server/db/schema/esports';
import type { TestPerson } from '@server/test/people';
import type { TestContext } from '@server/test/test-app';

/** Helpers shared by the esports API tests. */
export function esportsKit(getCtx: () => TestContext) {
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    getCtx().app.inject({
      method,
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  async function addGame(teamSize: number) {
    const [game] = await getCtx()
      .database.db.insert(electronicGames)
      .values({
        title: `Game ${randomUUID().slice(0, 8)}`,
        genre: teamSize === 1 ? 'fighting' : 'moba',
        teamSize,
        isEsportsTitle: true,
      })
      .returning({ id: electronicGames.id });
    return game!.id;
  }

  let tags = 0;
  async function createTeam(
    captain: TestPerson,
    gameId: string,
    extra: Record<string, unknown> = {},
  ) {
    tags += 1;
    const response = await call('POST', '/api/esports/teams', captain.cookie, {
      name: `Squad ${tags}`,
      tag: `SQ${tags}`,
      gameId,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EsportsTeamView>();
  }

  async function createTournament(
    by: TestPerson,
    gameId: string,
    extra: Record<string, unknown> = {},
  ) {
    const response = await call('POST', '/api/esports/tournaments', by.cookie, {
      name: 'Friday Night Cup',
      gameId,
      format: 'single_elimination',
      maxTeams: 16,
      startDate: '2026-12-04',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TournamentView>();
  }

  async function register(tournamentId: string, teamId: string, by: TestPerson) {
    const response = await call(
      'POST',
      `/api/esports/tournaments/${tournamentId}/participants`,
      by.cookie,
      { teamId },
    );
    expect(response.statusCode, response.body).toBe(201);
  }

  async function matches(tournamentId: string, cookie?: string) {
    const response = await call('GET', `/api/esports/tournaments/${tournamentId}/matches`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MatchView[]>();
  }

  /** The organiser plays every ready match (team 1 wins 2–1) until none is left. */
  async function playAll(tournamentId: string, organizer: TestPerson) {
    for (let guard = 0; guard < 500; guard += 1) {
      const ready = (await matches(tournamentId)).find((m) => m.status === 'ready');
      if (!ready) return;
      const response = await call(
        'PUT',
        `/api/esports/tournaments/${tournamentId}/matches/${ready.id}/result`,
        organizer.cookie,
        { score1: 2, score2: 1 },
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  return { call, addGame, createTeam, createTournament, register, matches, playAll };
}
