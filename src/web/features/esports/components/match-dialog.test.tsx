import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { match, names, teamId, tournament } from '../test/fixtures';
import { MatchDialog, readScores } from './match-dialog';

const T = tournament();
const base = `/api/esports/tournaments/${T.id}/matches`;

describe('readScores', () => {
  it('takes two different whole numbers', () => {
    expect(readScores('2', '1')).toEqual({ score1: 2, score2: 1 });
    expect(readScores('1', '1')).toBe('A match needs a winner: scores cannot be equal');
    expect(readScores('x', '1')).toMatch(/whole number/);
  });
});

describe('MatchDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the organiser settle a dispute with one of the reports', async () => {
    const disputed = match({
      team1Id: teamId(1),
      team2Id: teamId(2),
      status: 'disputed',
      team1Report: { score1: 2, score2: 1 },
      team2Report: { score1: 1, score2: 2 },
    });
    const fetchMock = stubFetch({ [`PUT ${base}/${disputed.id}/result`]: { body: disputed } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <MatchDialog
        tournamentId={T.id}
        match={disputed}
        names={names}
        isOrganizer
        myTeamIds={new Set()}
        onClose={onClose}
      />,
      { user: testUser() },
    );
    expect(screen.getByText('Team 1 reported').nextSibling).toHaveTextContent('2–1');
    await user.click(screen.getByRole('button', { name: "Accept Team 2's 1–2" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [[, init]] = callsTo(fetchMock, 'PUT', `${base}/${disputed.id}/result`) as [
      [unknown, RequestInit],
    ];
    expect(sentJson(init)).toEqual({ score1: 1, score2: 2 });
  });

  it('lets the organiser record a forfeit', async () => {
    const ready = match({ team1Id: teamId(1), team2Id: teamId(2), status: 'ready' });
    const fetchMock = stubFetch({ [`PUT ${base}/${ready.id}/result`]: { body: ready } });
    const { user } = renderWithProviders(
      <MatchDialog
        tournamentId={T.id}
        match={ready}
        names={names}
        isOrganizer
        myTeamIds={new Set()}
        onClose={() => {}}
      />,
      { user: testUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Team 2 forfeits' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `${base}/${ready.id}/result`)).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'PUT', `${base}/${ready.id}/result`) as [
      [unknown, RequestInit],
    ];
    expect(sentJson(init)).toEqual({ forfeit: 'team2' });
  });

  it("lets a team's captain report, and refuses a draw before sending", async () => {
    const ready = match({ team1Id: teamId(1), team2Id: teamId(2), status: 'ready' });
    const fetchMock = stubFetch({ [`POST ${base}/${ready.id}/report`]: { body: ready } });
    const { user } = renderWithProviders(
      <MatchDialog
        tournamentId={T.id}
        match={ready}
        names={names}
        isOrganizer={false}
        myTeamIds={new Set([teamId(2)])}
        onClose={() => {}}
      />,
      { user: testUser() },
    );
    expect(screen.queryByRole('button', { name: /forfeits/ })).toBeNull();
    await user.type(screen.getByLabelText('Team 1 score'), '1');
    await user.type(screen.getByLabelText('Team 2 score'), '1');
    await user.click(screen.getByRole('button', { name: 'Report score' }));
    expect(screen.getByRole('alert')).toHaveTextContent('scores cannot be equal');
    await user.clear(screen.getByLabelText('Team 2 score'));
    await user.type(screen.getByLabelText('Team 2 score'), '3');
    await user.click(screen.getByRole('button', { name: 'Report score' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${base}/${ready.id}/report`)).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'POST', `${base}/${ready.id}/report`) as [
      [unknown, RequestInit],
    ];
    expect(sentJson(init)).toEqual({ score1: 1, score2: 3 });
  });

  it('shows a spectator the match without any form', () => {
    const ready = match({ team1Id: teamId(1), team2Id: teamId(2), status: 'ready' });
    stubFetch({});
    renderWithProviders(
      <MatchDialog
        tournamentId={T.id}
        match={ready}
        names={names}
        isOrganizer={false}
        myTeamIds={new Set()}
        onClose={() => {}}
      />,
      { user: testUser() },
    );
    expect(screen.getByRole('dialog', { name: 'Team 1 vs Team 2' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
