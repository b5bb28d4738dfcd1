import type { TeamDetail } from '@shared/contracts/teams';
import type { TeamLifeView } from '@shared/contracts/team-life';
import { EditTeamDialog } from './edit-team-dialog';
import { ScheduleEventDialog } from './schedule-event-dialog';
import { TeamDuesCard } from './team-dues-card';
import { TeamEventsCard } from './team-events-card';
import { TeamLinksCard } from './team-invite-card';

/** The team's logo and colours beside its name. */
export function TeamBrand({ life, name }: { life: TeamLifeView | undefined; name: string }) {
  if (!life || (!life.logo && life.colors.length === 0)) return null;
  return (
    <div className="flex items-center gap-3">
      {life.logo && (
        <img
          src={life.logo}
          alt={`${name} logo`}
          className="size-14 rounded-lg border object-cover"
        />
      )}
      {life.colors.length > 0 && (
        <ul className="flex gap-1" aria-label="Team colours">
          {life.colors.map((colour) => (
            <li
              key={colour}
              className="size-5 rounded-full border"
              style={{ backgroundColor: colour }}
              title={colour}
            >
              <span className="sr-only">{colour}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Edit and schedule, for the captain or manager, in the team's header. */
export function TeamLeaderActions({
  team,
  life,
}: {
  team: TeamDetail;
  life: TeamLifeView | undefined;
}) {
  if (!life?.canManage) return null;
  return (
    <>
      <ScheduleEventDialog teamId={team.id} />
      <EditTeamDialog team={team} life={life} />
    </>
  );
}

/** Events, dues and links, for the team's people (members, captain, manager). */
export function TeamLifeSections({
  team,
  life,
}: {
  team: TeamDetail;
  life: TeamLifeView | undefined;
}) {
  const inTeam = team.myStatus === 'captain' || team.myStatus === 'member' || life?.canManage;
  if (!life || !inTeam) return null;
  return (
    <>
      <TeamEventsCard teamId={team.id} canManage={life.canManage} />
      <TeamDuesCard teamId={team.id} canManage={life.canManage} />
      <TeamLinksCard teamId={team.id} life={life} />
    </>
  );
}
