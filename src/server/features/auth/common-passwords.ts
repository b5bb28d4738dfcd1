import { AppError } from '@server/lib/app-error';
import { COMMON_PASSWORDS } from './common-passwords.data';

export const COMMON_PASSWORD =
  'This password is too common and easy to guess. Please choose another one.';

// Built on first use: most requests never set a password.
let common: Set<string> | undefined;

/** Whether the password is one of the most common ones (letter case aside: guessers try both). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.toLowerCase());
}

/**
 * ASVS 6.2.4: a new password (sign-up, password change) is refused when it is on the list, as a
 * 400 on the password field like any other validation message.
 */
export function checkPasswordNotCommon(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'validation_error', COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
  }
}
