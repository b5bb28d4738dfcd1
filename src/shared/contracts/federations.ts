import { z } from 'zod';
import { AFFILIATION_KINDS, AFFILIATION_STATUSES, FEDERATION_TYPES } from '@shared/enums';
import { idSchema, personSummary, sportSummary } from './common';
import { isoDate } from './venues';

export const FEDERATION_MAX_COLOURS = 4;
export const FEDERATION_MAX_BOARD = 30;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value === '' ? null : value));

const webAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), message)
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** A board member need not have a Matchday account: a name and a title, as published. */
export const boardMember = z.object({
  name: z.string().trim().min(2, 'Board member name must be at least 2 characters').max(100),
  title: z.string().trim().min(2, 'Board member title must be at least 2 characters').max(100),
});
export type BoardMember = z.infer<typeof boardMember>;

const federationFields = {
  name: z.string().trim().min(3, 'Federation name must be at least 3 characters').max(255),
  acronym: optionalText(20, 'Acronym must be at most 20 characters'),
  description: optionalText(5000, 'Description must be at most 5,000 characters'),
  sportId: idSchema('Choose a sport from the list').nullish(),
  federationType: z.enum(FEDERATION_TYPES, { error: 'Choose a federation type from the list' }),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), {
      message: 'Country must be a two-letter code such as GB or ES',
    })
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  region: optionalText(100, 'Region must be at most 100 characters'),
  establishedDate: isoDate.nullish(),
  headquarters: optionalText(255, 'Headquarters must be at most 255 characters'),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'Enter a valid email address',
    })
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  phoneNumber: optionalText(30, 'Phone number must be at most 30 characters'),
  website: webAddress('Website must be an address starting with http:// or https://'),
  logo: z.string().max(500).nullish(),
  officialColors: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written #RRGGBB'))
    .max(FEDERATION_MAX_COLOURS, `At most ${FEDERATION_MAX_COLOURS} colours`)
    .optional(),
  boardMembers: z
    .array(boardMember)
    .max(FEDERATION_MAX_BOARD, `At most ${FEDERATION_MAX_BOARD} board members`)
    .optional(),
};

/** POST /api/federations: the caller becomes its first official, with `officialTitle`. */
export const createFederationBody = z.object({
  ...federationFields,
  officialTitle: z
    .string()
    .trim()
    .min(2, 'Your title must be at least 2 characters')
    .max(100)
    .default('President'),
});
export type CreateFederationBody = z.input<typeof createFederationBody>;

/** PATCH /api/federations/{id}: what is sent changes; null clears an optional field. */
export const updateFederationBody = z.object(federationFields).partial();
export type UpdateFederationBody = z.input<typeof updateFederationBody>;

/** Figures computed from the data, never typed in. */
export const federationCounts = z.object({
  memberClubs: z.number(),
  /** Distinct members of member clubs and of the teams of sanctioned leagues. */
  registeredPlayers: z.number(),
  leagues: z.number(),
});

export const federationView = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string().nullable(),
  description: z.string().nullable(),
  sport: sportSummary.nullable(),
  federationType: z.enum(FEDERATION_TYPES).nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  establishedDate: z.string().nullable(),
  headquarters: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  officialColors: z.array(z.string()),
  boardMembers: z.array(boardMember),
  isRecognized: z.boolean(),
  recognitionLevel: z.string(),
  president: personSummary.nullable(),
  counts: federationCounts,
  /** Whether the signed-in user is one of its officials (may edit it). */
  isOfficial: z.boolean(),
  createdAt: z.string(),
});
export type FederationView = z.infer<typeof federationView>;

export const listFederationsQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  mine: z.enum(['true', 'false']).optional(),
});

export const officialView = z.object({
  id: z.string(),
  title: z.string(),
  user: personSummary,
  createdAt: z.string(),
});
export type OfficialView = z.infer<typeof officialView>;

export const addOfficialBody = z.object({
  email: z.email({ error: 'Enter the email of a Matchday account' }).max(255),
  title: z.string().trim().min(2, 'Title must be at least 2 characters').max(100),
});
export type AddOfficialBody = z.input<typeof addOfficialBody>;

export const regulationBody = z
  .object({
    title: z.string().trim().min(3, 'Title must be at least 3 characters').max(200),
    body: optionalText(20_000, 'Text must be at most 20,000 characters'),
    documentUrl: webAddress('Document link must be an address starting with http:// or https://'),
    publishedOn: isoDate,
  })
  .refine((r) => Boolean(r.body) || Boolean(r.documentUrl), {
    message: 'Write the regulation or link its document',
    path: ['body'],
  });
export type RegulationBody = z.input<typeof regulationBody>;

export const regulationView = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  documentUrl: z.string().nullable(),
  publishedOn: z.string(),
});
export type RegulationView = z.infer<typeof regulationView>;

/** A sanctioned league as the federation page lists it. */
export const federationLeagueView = z.object({
  id: z.string(),
  name: z.string(),
  season: z.string().nullable(),
  status: z.string(),
  currentTeams: z.number(),
  sport: sportSummary,
  standingsRule: z.string(),
});
export type FederationLeagueView = z.infer<typeof federationLeagueView>;

export const memberClubView = z.object({
  teamId: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  location: z.string().nullable(),
  members: z.number(),
  since: z.string().nullable(),
});
export type MemberClubView = z.infer<typeof memberClubView>;

export const clubBody = z.object({ teamId: z.uuid({ error: 'Choose a team' }) });
export const leagueBody = z.object({ leagueId: z.uuid({ error: 'Choose a league' }) });

export const affiliationView = z.object({
  id: z.string(),
  federation: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(AFFILIATION_KINDS),
  status: z.enum(AFFILIATION_STATUSES),
  /** The club or league concerned. */
  target: z.object({ id: z.string(), name: z.string() }),
  requestedBy: personSummary.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AffiliationView = z.infer<typeof affiliationView>;

export const listRequestsQuery = z.object({
  status: z.enum(AFFILIATION_STATUSES, { error: 'Choose a status from the list' }).optional(),
});

export const decideRequestBody = z.object({
  status: z.enum(['accepted', 'declined'], { error: 'Accept or decline the request' }),
});

export const playersByMonthView = z.array(z.object({ month: z.string(), players: z.number() }));
export type PlayersByMonth = z.infer<typeof playersByMonthView>;

/** GET /api/leagues/{id}/sanction: who sanctions a league, and (its admin) what it asked. */
export const leagueSanctionView = z.object({
  federation: z
    .object({ id: z.string(), name: z.string(), acronym: z.string().nullable() })
    .nullable(),
  requests: z.array(affiliationView),
  isLeagueAdmin: z.boolean(),
});
export type LeagueSanctionView = z.infer<typeof leagueSanctionView>;
