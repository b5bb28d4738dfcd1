import { MAP_COUNTRIES, MAP_SPORTS } from '@shared/constants';
import type { Bbox } from '@shared/contracts/map';
import {
  MAP_SKILL_LEVEL_LABELS,
  MAP_SKILL_LEVELS,
  MAP_USER_TYPE_LABELS,
  MAP_USER_TYPES,
  type MapSkillLevel,
  type MapUserType,
} from '@shared/map';

/** The filter panel's values; an empty string means "any" (SPEC §5: blank values are dropped). */
export type MapFilterState = {
  search: string;
  userType: string;
  sport: string;
  country: string;
  skillLevel: string;
};

export type MapFilterKey = keyof MapFilterState;

export const EMPTY_FILTERS: MapFilterState = {
  search: '',
  userType: '',
  sport: '',
  country: '',
  skillLevel: '',
};

export const FILTER_LABELS: Record<MapFilterKey, string> = {
  search: 'Search',
  userType: 'User type',
  sport: 'Sport',
  country: 'Country',
  skillLevel: 'Skill level',
};

export const FILTER_OPTIONS = {
  userType: MAP_USER_TYPES.map((value) => ({ value, label: MAP_USER_TYPE_LABELS[value] })),
  sport: MAP_SPORTS.map((value) => ({ value, label: value })),
  country: MAP_COUNTRIES.map((value) => ({ value, label: value })),
  skillLevel: MAP_SKILL_LEVELS.map((value) => ({ value, label: MAP_SKILL_LEVEL_LABELS[value] })),
};

const ORDER: MapFilterKey[] = ['search', 'userType', 'sport', 'country', 'skillLevel'];

/** The filters that are set, in panel order, trimmed. */
export function activeFilters(filters: MapFilterState): { key: MapFilterKey; value: string }[] {
  return ORDER.map((key) => ({ key, value: filters[key].trim() })).filter(({ value }) => value);
}

/** What a chip says for an active filter. */
export function chipLabel(key: MapFilterKey, value: string): string {
  if (key === 'userType') return MAP_USER_TYPE_LABELS[value as MapUserType] ?? value;
  if (key === 'skillLevel') return MAP_SKILL_LEVEL_LABELS[value as MapSkillLevel] ?? value;
  if (key === 'search') return `“${value}”`;
  return value;
}

/** The query string the API calls take ('' when nothing is set), blank values left out. */
export function filterQuery(filters: MapFilterState, bbox?: Bbox | null): string {
  const params = new URLSearchParams();
  for (const { key, value } of activeFilters(filters)) params.set(key, value);
  if (bbox) params.set('bbox', [bbox.west, bbox.south, bbox.east, bbox.north].join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}
