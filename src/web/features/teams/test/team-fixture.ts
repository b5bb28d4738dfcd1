import type { TeamDetail } from '@shared/contracts/teams';

export const TEAM_ID = '33333333-3333-4333-8333-333333333333';
export const CAPTAIN = {
  id: '00000000-0000-4000-8000-00000000000c',
  firstName: 'Cara',
  lastName: 'Captain',
  profileImageUrl: null,
};
export const MEMBER = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Sam',
  lastName: 'Carter',
  profileImageUrl: null,
};

/** A team as GET /api/teams/:id answers it; pass what the test cares about. */
export function testTeam(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    id: TEAM_ID,
    name: 'Camden Smashers',
    description: 'Tuesday nights, friendly but keen.',
    sport: { id: 3, name: 'Tennis', icon: null },
    skillLevel: 'intermediate',
    location: 'London',
    maxMembers: 8,
    currentMembers: 2,
    isPrivate: false,
    captain: CAPTAIN,
    myStatus: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    members: [
      { user: CAPTAIN, role: 'captain', joinedAt: '2024-01-01T00:00:00.000Z' },
      { user: MEMBER, role: 'member', joinedAt: '2024-02-01T00:00:00.000Z' },
    ],
    requests: [],
    ...overrides,
  };
}
