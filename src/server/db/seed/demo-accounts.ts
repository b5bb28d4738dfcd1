import { inArray } from 'drizzle-orm';
import type { RoleId, SkillLevel, UserType } from '@shared/constants';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { hashPassword } from '@server/lib/auth/passwords';

/** Every demo account signs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'matchday123';

type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  role: RoleId;
  skillLevel?: SkillLevel;
  favoriteSport?: string;
  location: string;
  bio: string;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'player@matchday.dev',
    firstName: 'Sam',
    lastName: 'Carter',
    userType: 'player',
    role: 'player',
    skillLevel: 'intermediate',
    favoriteSport: 'Tennis',
    location: 'London, United Kingdom',
    bio: 'Weekend tennis and five-a-side. Always up for a doubles partner.',
  },
  {
    email: 'owner@matchday.dev',
    firstName: 'Olivia',
    lastName: 'Bennett',
    userType: 'venue_owner',
    role: 'venue',
    location: 'Manchester, United Kingdom',
    bio: 'I run indoor courts and pitches across the North West.',
  },
  {
    email: 'manager@matchday.dev',
    firstName: 'Marcus',
    lastName: 'Okafor',
    userType: 'team_manager',
    role: 'team',
    skillLevel: 'advanced',
    favoriteSport: 'Basketball',
    location: 'Berlin, Germany',
    bio: 'Manager of an amateur basketball club, looking for new players every season.',
  },
  {
    email: 'coach@matchday.dev',
    firstName: 'Priya',
    lastName: 'Shah',
    userType: 'coach',
    role: 'coach',
    skillLevel: 'expert',
    favoriteSport: 'Padel',
    location: 'Madrid, Spain',
    bio: 'Certified padel coach. Group clinics and one-to-one sessions.',
  },
  {
    email: 'sponsor@matchday.dev',
    firstName: 'Daniel',
    lastName: 'Weber',
    userType: 'sponsor',
    role: 'sponsor',
    location: 'Munich, Germany',
    bio: 'Partnerships lead at a sports drinks brand backing grassroots clubs.',
  },
  {
    email: 'investor@matchday.dev',
    firstName: 'Amara',
    lastName: 'Osei',
    userType: 'investor',
    role: 'investor',
    location: 'London, United Kingdom',
    bio: 'Managing partner at Northgate Sports Capital: clubs, venues and sports tech.',
  },
  {
    email: 'fan@matchday.dev',
    firstName: 'Layla',
    lastName: 'Haddad',
    userType: 'fan',
    role: 'fan',
    location: 'Dubai, United Arab Emirates',
    bio: 'Football fan, season-ticket holder, never misses a derby.',
  },
  {
    email: 'league@matchday.dev',
    firstName: 'Grace',
    lastName: 'Mensah',
    userType: 'league_admin',
    role: 'league',
    favoriteSport: 'Football',
    location: 'London, United Kingdom',
    bio: 'I run Sunday league football in London and a weekday league in Madrid.',
  },
  {
    email: 'federation@matchday.dev',
    firstName: 'Tomás',
    lastName: 'Navarro',
    userType: 'federation_official',
    role: 'federation',
    favoriteSport: 'Football',
    location: 'Madrid, Spain',
    bio: 'Competitions officer at an amateur football federation.',
  },
  {
    email: 'referee@matchday.dev',
    firstName: 'Ray',
    lastName: 'Okafor',
    userType: 'player',
    role: 'player',
    favoriteSport: 'Football',
    location: 'London, United Kingdom',
    bio: 'Qualified referee; enters the results of the Sunday league in London.',
  },
  {
    email: 'esports@matchday.dev',
    firstName: 'Kai',
    lastName: 'Lindqvist',
    userType: 'esports_player',
    role: 'esports',
    location: 'Stockholm, Sweden',
    bio: 'Valorant IGL for Matchday Academy, Street Fighter on Fridays, and I run the Northern Masters.',
  },
];

/** Creates the demo accounts that do not exist yet (hashing only for those). */
export async function seedDemoAccounts(db: Db) {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.email === a.email));
  if (missing.length === 0) return;

  const password = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      missing.map(({ role, ...account }) => ({
        ...account,
        password,
        roles: [role],
        isVenueOwner: account.userType === 'venue_owner',
        isTeamManager: account.userType === 'team_manager',
        isVerified: true,
      })),
    )
    .onConflictDoNothing({ target: users.email });
}
