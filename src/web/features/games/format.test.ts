import { describe, expect, it } from 'vitest';
import { gameCost, gamePlace, gameWhen, joinStateOf } from './format';

const future = new Date(Date.now() + 86_400_000).toISOString();

describe('game formatting', () => {
  it('names the venue, else the location', () => {
    expect(
      gamePlace({
        venue: { id: '1', name: 'Riverside Courts', city: 'Lisbon', timeZone: 'Europe/Lisbon' },
        location: 'x',
      }),
    ).toBe('Riverside Courts, Lisbon');
    expect(gamePlace({ venue: null, location: 'Hyde Park' })).toBe('Hyde Park');
    expect(gamePlace({ venue: null, location: null })).toBe('Location to be announced');
  });

  it('shows the cost per player or Free', () => {
    expect(gameCost('7.5')).toBe('$7.50 per player');
    expect(gameCost('0.00')).toBe('Free');
  });

  it('shows the day and the time range', () => {
    expect(gameWhen('2030-06-15T18:00:00.000Z', '2030-06-15T19:30:00.000Z', 'en-GB')).toMatch(
      /^Sat 15 Jun · \d{2}:\d{2}–\d{2}:\d{2}$/,
    );
    expect(gameWhen('soon', null)).toBe('Time to be announced');
  });

  it('offers join, the waitlist, or says where you stand', () => {
    const game = {
      status: 'upcoming' as const,
      startTime: future,
      currentPlayers: 3,
      maxPlayers: 4,
      myStatus: null,
    };
    expect(joinStateOf(game)).toBe('join');
    expect(joinStateOf({ ...game, currentPlayers: 4 })).toBe('waitlist');
    expect(joinStateOf({ ...game, myStatus: 'accepted' })).toBe('joined');
    expect(joinStateOf({ ...game, myStatus: 'waitlist' })).toBe('waiting');
    expect(joinStateOf({ ...game, status: 'cancelled' })).toBe('closed');
    expect(joinStateOf({ ...game, startTime: new Date(Date.now() - 1000).toISOString() })).toBe(
      'closed',
    );
  });
});
