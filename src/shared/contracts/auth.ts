import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  ROLE_IDS,
  SKILL_LEVELS,
  SUBSCRIPTION_TIERS,
  USER_TYPES,
  VERIFICATION_BADGES,
} from '@shared/constants';
import { UPLOAD_URL_PATTERN } from './uploads';

// SPEC §5: the messages below are requirements, shown by the form and returned by the server.
const email = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email({ error: 'Invalid email address' }))
  .transform((value) => value.toLowerCase());

export const password = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  // argon2 hashes any length, but an unbounded password is a cheap way to burn server CPU.
  .max(128, 'Password must be at most 128 characters');

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Must be at most 100 characters');

export const PHOTO_THROUGH_FORM = 'Upload your photo through the form';
export const UNKNOWN_SPORT = 'Choose a sport from the list';

export const loginBody = z.object({ email, password });
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email,
  password,
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  userType: z.enum(USER_TYPES, { error: 'Please select a user type' }),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The form adds a confirmation that never leaves the browser (SPEC §7 removes it before sending). */
export const registerForm = registerBody
  .extend({
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerForm>;

export const selectRoleBody = z.object({
  role: z.enum(ROLE_IDS, { error: 'Please choose one of the listed roles' }),
});
export type SelectRoleBody = z.infer<typeof selectRoleBody>;

/** Free text that may be cleared: trimmed, and blank means "none" (stored as null). */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

/**
 * PATCH /api/user/profile: a partial update of the signed-in user's own profile (the session
 * says whose). Names keep the register messages. An empty update is refused by the service, not
 * here: a refinement on the whole object would surface as a message about the body's shape.
 * Email, password and roles have their own flows and are not accepted here. The picture is one of
 * the user's own uploads (or null to remove it); the favourite sport one of the sports list's
 * names (the server checks both).
 */
export const updateProfileBody = z.object({
  firstName: name('First name is required').optional(),
  lastName: name('Last name is required').optional(),
  bio: optionalText(500, 'Bio'),
  location: optionalText(255, 'Location'),
  skillLevel: z.enum(SKILL_LEVELS, { error: 'Please choose a skill level' }).nullable().optional(),
  favoriteSport: optionalText(50, 'Favourite sport'),
  profileImageUrl: z
    .string({ error: PHOTO_THROUGH_FORM })
    .regex(UPLOAD_URL_PATTERN, PHOTO_THROUGH_FORM)
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** What the API tells about the signed-in user: never the password hash or payment ids. */
export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  roles: z.array(z.string()),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  favoriteSport: z.string().nullable(),
  isVenueOwner: z.boolean(),
  isTeamManager: z.boolean(),
  isVerified: z.boolean(),
  verificationBadge: z.enum(VERIFICATION_BADGES),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  followersCount: z.number(),
  followingCount: z.number(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;
