import { Users } from 'lucide-react';

/**
 * 'Live Data' and the population badge (SPEC §2). The '100+' claim is only made when the data
 * bears it out (and not before the count has arrived); below 100 the badge says how many.
 */
export function MapBadges({ users }: { users: number | undefined }) {
  const population =
    users === undefined ? null : users >= 100 ? '100+' : users.toLocaleString('en-US');
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-card/95 px-2.5 py-1 text-card-foreground shadow-md ring-1 ring-border">
        <span className="relative flex size-2" aria-hidden>
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
        </span>
        Live Data
      </span>
      {population !== null && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-card/95 px-2.5 py-1 text-card-foreground shadow-md ring-1 ring-border">
          <Users className="size-3.5 text-primary" aria-hidden />
          {population} Sports Users Across Europe &amp; Middle East
        </span>
      )}
    </div>
  );
}
