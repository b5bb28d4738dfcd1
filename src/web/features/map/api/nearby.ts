import { queryOptions } from '@tanstack/react-query';
import type { NearbyUser } from '@shared/contracts/map';
import { NEARBY_STALE_MS } from '@shared/map';

/** GET /api/demo-users/nearby; fresh for 30 s (SPEC §7), unlike the app's other queries. */
export const nearbyQuery = (lat: number, lng: number, radius: number) => {
  const params = new URLSearchParams({
    lat: String(lat),
    lng: String(lng),
    radius: String(radius),
  });
  return queryOptions<NearbyUser[]>({
    queryKey: [`/api/demo-users/nearby?${params.toString()}`],
    staleTime: NEARBY_STALE_MS,
  });
};
