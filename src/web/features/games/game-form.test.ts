import { describe, expect, it } from 'vitest';
import { type GameFormValues, gameForm, localInstant, toCreateGameBody } from './game-form';

const valid: GameFormValues = {
  title: 'Evening doubles',
  description: '',
  sportId: '3',
  venueId: '',
  location: 'Hyde Park courts',
  date: '2031-05-10',
  start: '18:00',
  end: '19:30',
  maxPlayers: '4',
  skillLevel: 'intermediate',
  cost: '5',
  isPrivate: false,
  organizerPlays: true,
};

const messages = (values: GameFormValues) => {
  const result = gameForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Create Game form', () => {
  it('turns the inputs into the request body', () => {
    const parsed = gameForm.parse(valid);
    const body = toCreateGameBody(parsed);
    expect(body).toMatchObject({
      title: 'Evening doubles',
      description: null,
      sportId: 3,
      venueId: null,
      location: 'Hyde Park courts',
      maxPlayers: 4,
      cost: '5',
      startTime: localInstant('2031-05-10', '18:00'),
      endTime: localInstant('2031-05-10', '19:30'),
    });
    expect(new Date(body.startTime).getHours()).toBe(18);
  });

  it("gives the contract's messages", () => {
    expect(messages({ ...valid, location: '', venueId: '' })).toMatchObject({
      location: 'Choose a venue or enter a location',
    });
    expect(messages({ ...valid, end: '17:00' })).toMatchObject({
      endTime: 'End time must be after the start time',
    });
    expect(messages({ ...valid, sportId: '' })).toMatchObject({ sportId: 'Sport is required' });
    expect(messages({ ...valid, maxPlayers: '1' })).toMatchObject({
      maxPlayers: 'A game needs at least 2 players',
    });
    expect(messages({ ...valid, date: '' })).toMatchObject({ date: 'Date is required' });
  });

  it('reads an empty or broken time as no time', () => {
    expect(localInstant('', '10:00')).toBe('');
    expect(localInstant('2030-01-01', '99:99')).toBe('');
  });
});
