import type { Db } from '@server/db/client';
import { seedCommunity } from './community';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoMapUsers } from './demo-map-users';
import { seedSports } from './sports';
import { seedVenueActivity } from './venue-activity';
import { seedVenuePeople } from './venue-people';
import { seedSampleVenues } from './venues';

/**
 * The seed steps, in order. Reference data (sports) is seeded everywhere; demo steps (known
 * passwords, sample content) only where demo data is wanted. Every step is idempotent: it adds
 * what is missing and leaves what exists alone. Later features append their steps here.
 */
const steps: { name: string; demo: boolean; run: (db: Db) => Promise<void> }[] = [
  { name: 'sports', demo: false, run: seedSports },
  { name: 'demo accounts', demo: true, run: seedDemoAccounts },
  { name: 'venue owners and players', demo: true, run: seedVenuePeople },
  { name: 'sample venues', demo: true, run: seedSampleVenues },
  { name: 'sample bookings and reviews', demo: true, run: seedVenueActivity },
  { name: 'demo map users', demo: true, run: seedDemoMapUsers },
  { name: 'community', demo: true, run: seedCommunity },
];

export async function seedDatabase(db: Db, { demo }: { demo: boolean }): Promise<string[]> {
  const done: string[] = [];
  for (const step of steps) {
    if (step.demo && !demo) continue;
    await step.run(db);
    done.push(step.name);
  }
  return done;
}
