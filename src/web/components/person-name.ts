import type { PersonSummary } from '@shared/contracts/common';

/** "Sam Carter"; the fallback when a person has no name (SPEC: 'Unknown User' on posts). */
export function personName(
  person: Pick<PersonSummary, 'firstName' | 'lastName'> | null | undefined,
  fallback = 'Unknown User',
): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim() || fallback;
}
