import { Building2, Shield, Trophy, Users } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCommunityStats } from '../api/community-stats';

const ROWS = [
  { key: 'players', label: 'Players', icon: Users },
  { key: 'games', label: 'Upcoming games', icon: Trophy },
  { key: 'teams', label: 'Teams', icon: Shield },
  { key: 'venues', label: 'Venues', icon: Building2 },
] as const;

/** Community Stats with the real counts (SPEC §2 had placeholders). */
export function CommunityStats() {
  const { data, isLoading, isError } = useCommunityStats();
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Community Stats</h2>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted-foreground">Stats are not available right now.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-4">
            {ROWS.map(({ key, label, icon: Icon }) => (
              <div key={key}>
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Icon className="size-3.5" aria-hidden /> {label}
                </dt>
                <dd className="text-2xl font-bold">
                  {isLoading || !data ? (
                    <Skeleton className="h-8 w-12" />
                  ) : (
                    data[key].toLocaleString()
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
