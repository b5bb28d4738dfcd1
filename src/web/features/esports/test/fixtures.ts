import type { MatchView, ParticipantView, TournamentView } from '@shared/contracts/esports';

/** Hand-built esports records for the web tests. */

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

export const teamId = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const names = new Map(
  Array.from({ length: 16 }, (_, i) => [teamId(i + 1), `Team ${i + 1}`] as const),
);

export function match(overrides: Partial<MatchView> = {}): MatchView {
  return {
    id: nextId(),
    stage: 'main',
    group: null,
    round: 1,
    position: 1,
    bracket: 'winners',
    team1Id: null,
    team2Id: null,
    score1: null,
    score2: null,
    winnerId: null,
    status: 'pending',
    forfeit: false,
    nextMatchId: null,
    loserMatchId: null,
    team1Report: null,
    team2Report: null,
    completedAt: null,
    ...overrides,
  };
}

/**
 * Five teams in single elimination: seeds 1, 2 and 3 have byes, 4 beat 5 in round one, and 1
 * beat 4 in the first semi-final; the other semi-final and the final are still to play.
 */
export function fiveTeamBracket(): MatchView[] {
  const t = teamId;
  const final = match({ round: 3, position: 1 });
  const semi1 = match({
    round: 2,
    position: 1,
    team1Id: t(1),
    team2Id: t(4),
    score1: 2,
    score2: 0,
    winnerId: t(1),
    status: 'completed',
    nextMatchId: final.id,
  });
  const semi2 = match({
    round: 2,
    position: 2,
    team1Id: t(2),
    team2Id: t(3),
    status: 'ready',
    nextMatchId: final.id,
  });
  const final1 = { ...final, team1Id: t(1) };
  return [
    match({ position: 1, team1Id: t(1), status: 'bye', winnerId: t(1), nextMatchId: semi1.id }),
    match({
      position: 2,
      team1Id: t(4),
      team2Id: t(5),
      score1: 2,
      score2: 1,
      winnerId: t(4),
      status: 'completed',
      nextMatchId: semi1.id,
    }),
    match({ position: 3, team1Id: t(2), status: 'bye', winnerId: t(2), nextMatchId: semi2.id }),
    match({ position: 4, team1Id: t(3), status: 'bye', winnerId: t(3), nextMatchId: semi2.id }),
    semi1,
    semi2,
    final1,
  ];
}

/** Four teams in double elimination, nothing played: 2 winners' rounds, 2 losers', a final. */
export function fourTeamDouble(): MatchView[] {
  const t = teamId;
  return [
    match({ round: 1, position: 1, team1Id: t(1), team2Id: t(4), status: 'ready' }),
    match({ round: 1, position: 2, team1Id: t(2), team2Id: t(3), status: 'ready' }),
    match({ round: 2, position: 1 }),
    match({ round: 1, position: 1, bracket: 'losers' }),
    match({ round: 2, position: 1, bracket: 'losers' }),
    match({ round: 1, position: 1, bracket: 'final' }),
    match({ round: 2, position: 1, bracket: 'final' }),
  ];
}

export function tournament(overrides: Partial<TournamentView> = {}): TournamentView {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    name: 'Winter Cup',
    game: {
      id: '30000000-0000-4000-8000-000000000001',
      title: 'Rocket Arena',
      teamSize: 3,
      logo: null,
    },
    organizer: {
      id: '00000000-0000-4000-8000-0000000000aa',
      firstName: 'Olly',
      lastName: 'Organiser',
      profileImageUrl: null,
    },
    isOrganizer: false,
    tournamentType: 'online',
    format: 'single_elimination',
    status: 'ongoing',
    startDate: '2026-12-01',
    endDate: null,
    venue: null,
    region: 'EU',
    maxTeams: 8,
    currentTeams: 5,
    entryFee: '0.00',
    prizePool: '1000.00',
    prizeDistribution: [
      { place: 1, percent: 60 },
      { place: 2, percent: 40 },
    ],
    rules: null,
    streamLinks: [],
    thirdPlaceMatch: false,
    grandFinalReset: true,
    swissRounds: null,
    groupCount: 2,
    advancePerGroup: 2,
    roundRobinLegs: 1,
    checkInRequired: false,
    checkInOpensAt: null,
    checkInOpen: false,
    championTeamId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function participant(n: number, overrides: Partial<ParticipantView> = {}): ParticipantView {
  return {
    teamId: teamId(n),
    teamName: `Team ${n}`,
    teamTag: `T${n}`,
    teamLogo: null,
    mmr: 1000 + n,
    seed: n,
    status: 'registered',
    placement: null,
    prizeWon: '0.00',
    checkedInAt: null,
    registeredAt: `2026-11-0${Math.min(n, 9)}T10:00:00.000Z`,
    feeStatus: null,
    paymentOrderId: null,
    ...overrides,
  };
}
