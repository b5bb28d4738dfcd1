import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** "Sam Carter" → "SC"; an empty name gives the fallback. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  fallback = 'U',
) {
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return initials || fallback;
}
