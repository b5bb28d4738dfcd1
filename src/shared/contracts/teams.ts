import { z } from 'zod';
import { SKILL_LEVELS, TEAM_MAX_MEMBERS_DEFAULT } from '@shared/constants';
import { TEAM_MEMBER_ROLES } from '@shared/enums';
import {
  cursorParam,
  limitParam,
  pageOf,
  personSummary,
  skillLevelParam,
  sportIdParam,
  sportSummary,
  textFilter,
  idSchema,
} from './common';

export const TEAM_MIN_MEMBERS = 2;
export const TEAM_MAX_MEMBERS = 100;
export const TEAMS_PAGE_SIZE = 12;

/** The signed-in user's relation to a team. */
export const MY_TEAM_STATUSES = ['captain', 'member', 'pending'] as const;
export type MyTeamStatus = (typeof MY_TEAM_STATUSES)[number];

export const teamView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sport: sportSummary,
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  location: z.string().nullable(),
  maxMembers: z.number(),
  currentMembers: z.number(),
  isPrivate: z.boolean(),
  captain: personSummary.nullable(),
  myStatus: z.enum(MY_TEAM_STATUSES).nullable(),
  createdAt: z.string(),
});
export type TeamView = z.infer<typeof teamView>;

export const teamMemberView = z.object({
  user: personSummary,
  role: z.enum(TEAM_MEMBER_ROLES),
  joinedAt: z.string(),
});

export const teamJoinRequestView = z.object({
  id: z.string(),
  user: personSummary,
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamJoinRequestView = z.infer<typeof teamJoinRequestView>;

export const teamDetail = teamView.extend({
  members: z.array(teamMemberView),
  /** Open requests to join; only the captain sees them (empty for everyone else). */
  requests: z.array(teamJoinRequestView),
});
export type TeamDetail = z.infer<typeof teamDetail>;

export const teamPage = pageOf(teamView);
export type TeamPage = z.infer<typeof teamPage>;

export const listTeamsQuery = z.object({
  q: textFilter('Search'),
  sportId: sportIdParam,
  skillLevel: skillLevelParam,
  location: textFilter('Location'),
  cursor: cursorParam,
  limit: limitParam(50, TEAMS_PAGE_SIZE),
});
export type ListTeamsQuery = z.input<typeof listTeamsQuery>;

export const createTeamBody = z.object({
  name: z
    .string({ error: 'Team name is required' })
    .trim()
    .min(2, 'Team name must be at least 2 characters')
    .max(100, 'Team name must be at most 100 characters'),
  sportId: idSchema('Sport is required'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  skillLevel: z.enum(SKILL_LEVELS, { error: 'Please choose a skill level' }).nullable().optional(),
  location: z
    .string({ error: 'Location must be text' })
    .trim()
    .max(255, 'Location must be at most 255 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  maxMembers: z
    .number({ error: 'Max members must be a number' })
    .int('Max members must be a whole number')
    .min(TEAM_MIN_MEMBERS, `A team needs room for at least ${TEAM_MIN_MEMBERS} members`)
    .max(TEAM_MAX_MEMBERS, `A team can have at most ${TEAM_MAX_MEMBERS} members`)
    .optional()
    .default(TEAM_MAX_MEMBERS_DEFAULT),
  isPrivate: z.boolean({ error: 'Private must be true or false' }).optional().default(false),
});
export type CreateTeamBody = z.input<typeof createTeamBody>;
export type CreateTeamInput = z.output<typeof createTeamBody>;

export const joinTeamBody = z
  .object({
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(500, 'Message must be at most 500 characters')
      .optional()
      .transform((value) => value || null),
  })
  // The button sends no body at all (Fastify reads that as null): that is a join without a note.
  .nullish()
  .transform((body) => ({ message: body?.message ?? null }));

export const joinTeamResult = z.object({
  status: z.enum(['member', 'pending']),
  team: teamView,
});
export type JoinTeamResult = z.infer<typeof joinTeamResult>;

export const teamRequestParams = z.object({
  id: z.uuid({ error: 'Team not found' }),
  requestId: z.uuid({ error: 'Request not found' }),
});
