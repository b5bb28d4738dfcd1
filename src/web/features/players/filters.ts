import { SKILL_LEVELS, type SkillLevel } from '@shared/constants';

/** The Players screen's filters (SPEC §2), kept in the address so Back and links keep them. */
export type Filters = {
  q?: string;
  sportId?: number;
  skillLevel?: SkillLevel;
  location?: string;
};

export const TABS = ['players', 'games', 'teams'] as const;
export type Tab = (typeof TABS)[number];

export function tabOf(params: URLSearchParams): Tab {
  const tab = params.get('tab');
  return TABS.includes(tab as Tab) ? (tab as Tab) : 'players';
}

/** Reads the filters from the address, ignoring values the API would refuse. */
export function filtersOf(params: URLSearchParams): Filters {
  const sportId = Number(params.get('sportId'));
  const skillLevel = params.get('skillLevel');
  return {
    q: params.get('q')?.trim() || undefined,
    sportId: Number.isInteger(sportId) && sportId > 0 ? sportId : undefined,
    skillLevel: SKILL_LEVELS.includes(skillLevel as SkillLevel)
      ? (skillLevel as SkillLevel)
      : undefined,
    location: params.get('location')?.trim() || undefined,
  };
}

/** The address for a tab and filters (blank filters dropped). */
export function searchFor(tab: Tab, filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'players') params.set('tab', tab);
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export const hasFilters = (filters: Filters) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');
