import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useFollowSuggestions } from '@web/features/follows/api/follows';
import { FollowButton } from '@web/features/follows/components/follow-button';
import { DashboardSection } from '../dashboard-section';
import { ListSkeleton } from '../list-skeleton';
import { EntityRow } from './entity-row';

/** Where each kind can be browsed, for the fan who wants more than the suggestions. */
const BROWSE = [
  { to: '/leagues', label: 'Leagues' },
  { to: '/players?tab=teams', label: 'Teams' },
  { to: '/venues', label: 'Venues' },
  { to: '/federations', label: 'Federations' },
  { to: '/esports', label: 'Esports' },
] as const;

export const DISCOVER_ID = 'discover';

/**
 * The fan's main action: follow more. What many others follow (with its real follower count),
 * followed in one click, and the lists to browse everything.
 */
export function Discover({ intro }: { intro?: string }) {
  const suggestions = useFollowSuggestions();
  const rows = suggestions.data ?? [];
  return (
    <div id={DISCOVER_ID} className="scroll-mt-20">
      <DashboardSection title="Discover" icon={<Compass />}>
        {intro && <p className="mb-4 text-sm text-muted-foreground">{intro}</p>}
        {suggestions.isLoading ? (
          <ListSkeleton rows={3} rowClassName="h-10" />
        ) : (
          rows.length > 0 && (
            <ul className="mb-4 divide-y" aria-label="Popular with other fans">
              {rows.map((row) => (
                <EntityRow
                  key={`${row.entityType}:${row.entityId}`}
                  entityType={row.entityType}
                  entityId={row.entityId}
                  name={row.name}
                >
                  <FollowButton
                    entityType={row.entityType}
                    entityId={row.entityId}
                    name={row.name}
                  />
                </EntityRow>
              ))}
            </ul>
          )
        )}
        <nav aria-label="Browse to follow" className="flex flex-wrap gap-2">
          {BROWSE.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-full border px-3 py-1 text-sm font-medium hover:bg-accent"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </DashboardSection>
    </div>
  );
}
