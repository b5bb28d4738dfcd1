import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { COMMON_PASSWORD, checkPasswordNotCommon, isCommonPassword } from './common-passwords';
import { COMMON_PASSWORDS } from './common-passwords.data';

describe('the common password list', () => {
  it('holds at least the 3,000 most common passwords long enough to be allowed', () => {
    const entries = COMMON_PASSWORDS.split('\n');
    expect(entries.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.every((entry) => entry.length >= PASSWORD_MIN_LENGTH)).toBe(true);
    expect(entries.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('matches whatever the letter case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('matchday123')).toBe(false);
    expect(isCommonPassword('a-long-uncommon-phrase')).toBe(false);
  });

  it('answers a 400 naming the password field', () => {
    expect(() => checkPasswordNotCommon('qwerty123')).toThrow(COMMON_PASSWORD);
    try {
      checkPasswordNotCommon('qwerty123');
    } catch (error) {
      expect(error).toMatchObject({ status: 400, fields: { password: COMMON_PASSWORD } });
    }
    expect(() => checkPasswordNotCommon('matchday123')).not.toThrow();
  });
});
