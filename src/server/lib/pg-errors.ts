/** PostgreSQL error codes the services react to (both drivers expose `code`, sometimes on `cause`). */
const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';
const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';
// A delete that an ON DELETE RESTRICT reference refuses (NO ACTION answers 23503 instead).
const RESTRICT_VIOLATION = '23001';
// Text the database cannot store (a NUL character, bytes that are not UTF-8).
const CHARACTER_NOT_IN_REPERTOIRE = '22021';
const UNTRANSLATABLE_CHARACTER = '22P05';

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code may sit a level or two down.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => codeOf(error) === UNIQUE_VIOLATION;
export const isExclusionViolation = (error: unknown) => codeOf(error) === EXCLUSION_VIOLATION;
export const isCheckViolation = (error: unknown) => codeOf(error) === CHECK_VIOLATION;
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === FOREIGN_KEY_VIOLATION;
export const isRestrictViolation = (error: unknown) => codeOf(error) === RESTRICT_VIOLATION;
export const isUnstorableText = (error: unknown) => {
  const code = codeOf(error);
  return code === CHARACTER_NOT_IN_REPERTOIRE || code === UNTRANSLATABLE_CHARACTER;
};
