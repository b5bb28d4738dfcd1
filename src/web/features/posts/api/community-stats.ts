import { useQuery } from '@tanstack/react-query';
import type { CommunityStats } from '@shared/contracts/posts';

export const communityStatsKey = ['/api/community/stats'] as const;

export const useCommunityStats = () => useQuery<CommunityStats>({ queryKey: communityStatsKey });
