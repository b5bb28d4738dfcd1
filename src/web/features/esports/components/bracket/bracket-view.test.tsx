import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fiveTeamBracket, fourTeamDouble, names, teamId } from '../../test/fixtures';
import { eliminationSections } from './bracket-layout';
import { BracketView } from './bracket-view';

const onPath = () =>
  [...document.querySelectorAll('[data-on-path]')].map((el) => el.getAttribute('aria-label'));

describe('BracketView', () => {
  it('draws the rounds in columns with their names, scores and the winner marked', () => {
    render(<BracketView matches={fiveTeamBracket()} names={names} onOpen={() => {}} />);
    const labels = screen.getAllByRole('list').map((list) => list.getAttribute('aria-label'));
    expect(labels).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    const quarters = within(screen.getByRole('list', { name: 'Quarter-finals' })).getAllByRole(
      'button',
    );
    expect(quarters).toHaveLength(4);
    const played = screen.getByRole('button', {
      name: 'Quarter-finals, match 2: Team 4 versus Team 5 2–1, Team 4 won',
    });
    expect(within(played).getByText('(winner)')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Final, match 1: Team 1 versus TBD, waiting/ }),
    ).toBeVisible();
  });

  it('shows byes as a dashed match with one team going through', () => {
    render(<BracketView matches={fiveTeamBracket()} names={names} onOpen={() => {}} />);
    const byes = screen.getAllByRole('button', { name: /goes through on a bye/ });
    expect(byes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Quarter-finals, match 1: Team 1 versus Bye, Team 1 goes through on a bye',
      'Quarter-finals, match 3: Team 2 versus Bye, Team 2 goes through on a bye',
      'Quarter-finals, match 4: Team 3 versus Bye, Team 3 goes through on a bye',
    ]);
    expect(within(byes[0]!).getByText('Bye')).toBeInTheDocument();
  });

  it('lights up the path of a hovered team, and of the teams of a focused match', async () => {
    render(<BracketView matches={fiveTeamBracket()} names={names} onOpen={() => {}} />);
    const team4 = document.querySelector(`[data-team="${teamId(4)}"]`)!;
    fireEvent.mouseEnter(team4);
    expect(onPath()).toEqual([
      'Quarter-finals, match 2: Team 4 versus Team 5 2–1, Team 4 won',
      'Semi-finals, match 1: Team 1 versus Team 4 2–0, Team 1 won',
    ]);
    fireEvent.mouseLeave(team4.closest('button')!);
    expect(onPath()).toEqual([]);
    act(() => screen.getByRole('button', { name: /Quarter-finals, match 1/ }).focus());
    // The first match has focus: Team 1's path, from its bye to the final.
    expect(onPath()).toEqual([
      'Quarter-finals, match 1: Team 1 versus Bye, Team 1 goes through on a bye',
      'Semi-finals, match 1: Team 1 versus Team 4 2–0, Team 1 won',
      'Final, match 1: Team 1 versus TBD, waiting for teams',
    ]);
  });

  it('opens a match from the keyboard', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<BracketView matches={fiveTeamBracket()} names={names} onOpen={onOpen} />);
    screen.getByRole('button', { name: /Semi-finals, match 2/ }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ round: 2, position: 2 }));
  });

  it('zooms in and out with the buttons, within limits', async () => {
    const user = userEvent.setup();
    render(<BracketView matches={fiveTeamBracket()} names={names} />);
    const scaled = () => document.querySelector('[data-zoom]')!.getAttribute('data-zoom');
    expect(scaled()).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(scaled()).toBe('0.8');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scaled()).toBe('1.45');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  it('without onOpen, matches are read but not buttons', () => {
    render(<BracketView matches={fiveTeamBracket()} names={names} />);
    expect(screen.queryAllByRole('button', { name: /match/ })).toHaveLength(0);
    expect(screen.getAllByRole('group', { name: /match/ })).toHaveLength(7);
  });
});

describe('eliminationSections', () => {
  it("splits double elimination into winners', losers' and the grand final with its reset", () => {
    const sections = eliminationSections(fourTeamDouble());
    expect(sections.map((s) => [s.title, s.columns.map((c) => c.label)])).toEqual([
      ["Winners' bracket", ['Semi-finals', "Winners' final"]],
      ["Losers' bracket", ["Losers' round 1", "Losers' final"]],
      ['Grand final', ['Grand final', 'Grand final reset']],
    ]);
  });

  it('puts the third-place match of single elimination on its own', () => {
    const matches = fiveTeamBracket();
    const third = {
      ...matches[0]!,
      id: 'third',
      round: 3,
      bracket: 'losers' as const,
      status: 'pending' as const,
      team1Id: null,
      winnerId: null,
    };
    const sections = eliminationSections([...matches, third]);
    expect(sections.map((s) => s.title)).toEqual(['Bracket', 'Third place']);
    expect(sections[1]!.columns[0]!.label).toBe('Third-place match');
  });
});
