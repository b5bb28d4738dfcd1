import { useQuery } from '@tanstack/react-query';
import type { PlayerGame, PlayerStats, PlayerTeam } from '@shared/contracts/dashboards';

// SPEC §7: these calls are made only when signed in (the page is behind sign-in).
export const usePlayerStats = () => useQuery<PlayerStats>({ queryKey: ['/api/player/stats'] });
export const usePlayerGames = (when: 'upcoming' | 'past') =>
  useQuery<{ items: PlayerGame[] }>({
    queryKey: [when === 'upcoming' ? '/api/player/games' : '/api/player/games?when=past'],
  });
export const usePlayerTeams = () =>
  useQuery<{ items: PlayerTeam[] }>({ queryKey: ['/api/player/teams'] });
