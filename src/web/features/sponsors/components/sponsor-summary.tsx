import { BadgeCheck, Globe, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { SponsorView } from '@shared/contracts/sponsors';
import { Badge } from '@web/components/ui/badge';
import { DEAL_TYPE_LABELS, ENTITY_LABELS, entityHref, money } from '../labels';

/** A sponsor's profile facts and what it sponsors now (its public page and its dashboard). */
export function SponsorSummary({ sponsor }: { sponsor: SponsorView }) {
  return (
    <div className="grid gap-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        {sponsor.industry && <Badge variant="secondary">{sponsor.industry}</Badge>}
        {sponsor.isVerified && (
          <Badge>
            <BadgeCheck aria-hidden /> Verified
          </Badge>
        )}
        {sponsor.headquarters && (
          <span className="flex items-center gap-1 text-muted-foreground">
            <MapPin className="size-4" aria-hidden /> {sponsor.headquarters}
          </span>
        )}
        {sponsor.website && (
          <a
            href={sponsor.website}
            className="flex items-center gap-1 text-primary hover:underline"
            rel="noreferrer"
            target="_blank"
          >
            <Globe className="size-4" aria-hidden /> Website
          </a>
        )}
      </p>
      {sponsor.description && <p>{sponsor.description}</p>}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {sponsor.sponsorshipBudget !== null && (
          <>
            <dt className="text-muted-foreground">Budget</dt>
            <dd>{money(sponsor.sponsorshipBudget)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Sports</dt>
        <dd>{sponsor.preferredSports.join(', ') || 'Any'}</dd>
        <dt className="text-muted-foreground">Regions</dt>
        <dd>{sponsor.preferredRegions.join(', ') || 'Anywhere'}</dd>
        <dt className="text-muted-foreground">Active deals</dt>
        <dd>{sponsor.activeDeals}</dd>
      </dl>
      <div className="grid gap-2">
        <h3 className="font-medium">Sponsoring</h3>
        {sponsor.sponsoring.length === 0 ? (
          <p className="text-muted-foreground">No active deals yet.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Sponsoring">
            {sponsor.sponsoring.map((s) => (
              <li key={`${s.entityType}:${s.entityId}:${s.dealType}`}>
                <Link
                  to={entityHref(s.entityType, s.entityId)}
                  className="font-medium hover:underline"
                >
                  {s.name}
                </Link>{' '}
                <span className="text-muted-foreground">
                  {ENTITY_LABELS[s.entityType]}
                  {s.dealType && ` · ${DEAL_TYPE_LABELS[s.dealType]}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
