import type { Db } from '@server/db/client';
import type { UploadStore } from '@server/features/uploads/upload-store';
import { seedChat } from './chat';
import { seedCoaching } from './coaching';
import { seedCommunity } from './community';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoMapUsers } from './demo-map-users';
import { seedEsports, seedEsportsTitles } from './esports';
import { seedFederations } from './federations';
import { seedFollows } from './follows';
import { seedInvestments } from './investments';
import { seedLeagueRegistrations } from './league-registrations';
import { seedLeagues } from './leagues';
import { seedNotifications } from './notifications';
import { seedSponsors } from './sponsors';
import { seedSplitBookings } from './split-bookings';
import { seedSports } from './sports';
import { seedVenueActivity } from './venue-activity';
import { seedVenueOperations } from './venue-operations';
import { seedVenuePeople } from './venue-people';
import { seedTeamLife } from './team-life';
import { seedSampleVenues } from './venues';

/**
 * The seed steps, in order. Reference data (sports) is seeded everywhere; demo steps (known
 * passwords, sample content) only where demo data is wanted. Every step is idempotent: it adds
 * what is missing and leaves what exists alone. Later features append their steps here.
 */
type SeedOptions = { demo: boolean; uploadStore: UploadStore };

const steps: {
  name: string;
  demo: boolean;
  run: (db: Db, options: SeedOptions) => Promise<void>;
}[] = [
  { name: 'sports', demo: false, run: seedSports },
  { name: 'esports titles', demo: false, run: seedEsportsTitles },
  { name: 'demo accounts', demo: true, run: seedDemoAccounts },
  { name: 'venue owners and players', demo: true, run: seedVenuePeople },
  { name: 'sample venues', demo: true, run: seedSampleVenues },
  { name: 'sample bookings and reviews', demo: true, run: seedVenueActivity },
  { name: 'courts, hours and peak prices', demo: true, run: seedVenueOperations },
  { name: 'split bookings and open matches', demo: true, run: seedSplitBookings },
  { name: 'demo map users', demo: true, run: seedDemoMapUsers },
  { name: 'community', demo: true, run: (db, { uploadStore }) => seedCommunity(db, uploadStore) },
  { name: 'chat history', demo: true, run: seedChat },
  { name: 'leagues', demo: true, run: seedLeagues },
  { name: 'league registrations and fees', demo: true, run: seedLeagueRegistrations },
  { name: 'federations', demo: true, run: seedFederations },
  { name: 'team life', demo: true, run: seedTeamLife },
  { name: 'esports', demo: true, run: (db) => seedEsports(db) },
  { name: 'follows', demo: true, run: seedFollows },
  { name: 'investments', demo: true, run: seedInvestments },
  { name: 'coaching', demo: true, run: seedCoaching },
  { name: 'sponsors and deals', demo: true, run: seedSponsors },
  { name: 'notifications', demo: true, run: (db) => seedNotifications(db) },
];

/** Seeds `db`; demo images are written to `uploadStore`, the store the server will read. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<string[]> {
  const done: string[] = [];
  for (const step of steps) {
    if (step.demo && !options.demo) continue;
    await step.run(db, options);
    done.push(step.name);
  }
  return done;
}
