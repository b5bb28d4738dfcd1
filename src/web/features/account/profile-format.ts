import { ROLE_IDS, type RoleId } from '@shared/constants';

/** "advanced" → "Advanced" (SPEC: skill levels are shown capitalised). */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "2024-01-15T…" → "January 2024"; the month is enough to say how long someone has been here. */
export function memberSince(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(date);
}

/** The stored roles are free text; only the role-selection ids have a dashboard to link to. */
export function knownRoles(roles: readonly string[]): RoleId[] {
  return roles.filter((role): role is RoleId => (ROLE_IDS as readonly string[]).includes(role));
}
