import { eq } from 'drizzle-orm';
import type { CurrentUser, LoginBody, RegisterBody } from '@shared/contracts/auth';
import { users } from '@server/db/schema/users';
import { conflict, tooManyRequests, unauthorized } from '@server/lib/app-error';
import { hashPassword, verifyPassword } from '@server/lib/auth/passwords';
import type { AppDeps } from '@server/deps';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { minutesUntil } from '@server/lib/rate-limit';
import { roleOf, toCurrentUser } from '@server/features/users/users.service';
import { checkPasswordNotCommon } from './common-passwords';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists. Try signing in instead.';

type SignedIn = { user: CurrentUser; token: string; expire: Date };

const ipKey = (ip: string) => `auth:ip:${ip}`;
const accountKey = (email: string) => `auth:account:${email}`;

/**
 * Every sign-in or sign-up attempt counts against the caller's address. Past the limit the
 * address waits for its window to end (a few minutes), nothing longer.
 */
async function throttleAddress({ limiter, clock, config }: AppDeps, ip: string) {
  const { max, windowMs } = config.loginLimits.perIp;
  const count = await limiter.hit(ipKey(ip), windowMs);
  if (count.hits > max) {
    throw tooManyRequests(
      `Too many attempts from your network. Please wait ${minutesUntil(count.resetAt, clock.now())} and try again.`,
    );
  }
}

export async function register(deps: AppDeps, input: RegisterBody, ip: string): Promise<SignedIn> {
  const { db, sessions } = deps;
  await throttleAddress(deps, ip);
  checkPasswordNotCommon(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) throw conflict(EMAIL_TAKEN, 'email_taken');

  const password = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      ...input,
      password,
      roles: [roleOf(input.userType)],
      isVenueOwner: input.userType === 'venue_owner',
      isTeamManager: input.userType === 'team_manager',
    })
    .returning()
    .catch((error: unknown) => {
      // Two sign-ups with one email at the same moment: the unique index decides.
      throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN, 'email_taken') : error;
    });
  if (!row) throw new Error('insert into users returned no row');
  const session = await sessions.create(row.id);
  return { user: toCurrentUser(row), ...session };
}

export async function login(deps: AppDeps, input: LoginBody, ip: string): Promise<SignedIn> {
  const { db, config, clock, sessions, limiter } = deps;
  await throttleAddress(deps, ip);

  // Failures per account are counted apart from the address, so spreading guesses over many
  // addresses does not help; the lock lifts on its own when the short window ends.
  const { max, windowMs } = config.loginLimits.perAccount;
  const failures = await limiter.peek(accountKey(input.email));
  if (failures.hits >= max) {
    throw tooManyRequests(
      `Too many failed sign-in attempts for this account. Please wait ${minutesUntil(failures.resetAt, clock.now())} and try again.`,
    );
  }

  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  if (!(await verifyPassword(row?.password, input.password)) || !row) {
    await limiter.hit(accountKey(input.email), windowMs);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await limiter.reset(accountKey(input.email));
  const session = await sessions.create(row.id);
  return { user: toCurrentUser(row), ...session };
}

export async function logout({ sessions }: AppDeps, token: string | undefined) {
  if (token) await sessions.destroy(token);
}
