import { useQuery } from '@tanstack/react-query';
import type { Sport } from '@shared/contracts/sports';

export const sportsKey = ['/api/sports'] as const;
export const useSports = () => useQuery<Sport[]>({ queryKey: sportsKey });
