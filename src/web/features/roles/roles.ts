import {
  Briefcase,
  Building2,
  Flag,
  Gamepad2,
  GraduationCap,
  Heart,
  Landmark,
  type LucideIcon,
  Shield,
  Trophy,
  User,
} from 'lucide-react';
import { ROLE_IDS, type RoleId } from '@shared/constants';

export type RoleInfo = {
  id: RoleId;
  /** "You are now registered as a {name}" (SPEC §8). */
  name: string;
  description: string;
  icon: LucideIcon;
};

/** The ten roles of the role-selection screen and the landing page, in the SPEC's order. */
export const ROLES: Record<RoleId, RoleInfo> = {
  player: {
    id: 'player',
    name: 'Player',
    description: 'Book courts, join pickup games and find teammates at your level.',
    icon: User,
  },
  venue: {
    id: 'venue',
    name: 'Venue Owner',
    description: 'List your courts and pitches, take bookings and payments, check players in.',
    icon: Building2,
  },
  team: {
    id: 'team',
    name: 'Team Manager',
    description: 'Run your squad: roster, fixtures, training and team chat in one place.',
    icon: Shield,
  },
  league: {
    id: 'league',
    name: 'League Admin',
    description: 'Organise seasons, schedules, standings and results for your league.',
    icon: Trophy,
  },
  federation: {
    id: 'federation',
    name: 'Federation Official',
    description: 'Oversee member clubs, affiliated leagues, registrations and rules.',
    icon: Landmark,
  },
  sponsor: {
    id: 'sponsor',
    name: 'Sponsor',
    description: 'Find teams, leagues and events to back, and track every deal.',
    icon: Briefcase,
  },
  fan: {
    id: 'fan',
    name: 'Fan',
    description: 'Follow your teams and players, get match updates and join the conversation.',
    icon: Heart,
  },
  esports: {
    id: 'esports',
    name: 'Esports Player',
    description: 'Join esports teams, enter tournaments and climb the rankings.',
    icon: Gamepad2,
  },
  investor: {
    id: 'investor',
    name: 'Investor',
    description: 'Discover clubs, venues and sports startups, and manage your portfolio.',
    icon: Flag,
  },
  coach: {
    id: 'coach',
    name: 'Coach',
    description: 'Coach players and teams, plan sessions and track their progress.',
    icon: GraduationCap,
  },
};

/** The stored roles are free text; only the role-selection ids have a dashboard to link to. */
export function knownRoles(roles: readonly string[]): RoleId[] {
  return roles.filter((role): role is RoleId => (ROLE_IDS as readonly string[]).includes(role));
}
