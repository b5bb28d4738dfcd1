import { COACH_ROLE_LABELS, type CoachingStatus } from '@shared/coaching-enums';
import type { CoachingView } from '@shared/contracts/coaching';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useSetCoachingStatus } from '../api/coaching';

/** The button each allowed move shows, by side (a coach withdraws a pending offer). */
function actionLabel(record: CoachingView, status: CoachingStatus): string {
  if (status === 'active') return record.status === 'pending' ? 'Accept' : 'Resume';
  if (status === 'declined') return 'Decline';
  if (status === 'inactive') return 'Pause';
  return record.status === 'pending' ? 'Withdraw' : 'End';
}

const ENTITY: Record<CoachingView['entityType'], string> = {
  player: 'Player',
  team: 'Team',
  esports_team: 'Esports team',
};

function Record({ record }: { record: CoachingView }) {
  const setStatus = useSetCoachingStatus();
  const title = record.side === 'coach' ? record.entityName : record.coachName;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm">
      <span className="min-w-0">
        <span className="block font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">
          {record.side === 'coach'
            ? ENTITY[record.entityType]
            : `Coaching ${record.entityType === 'player' ? 'you' : record.entityName}`}{' '}
          · {COACH_ROLE_LABELS[record.role]}
          {record.specialization ? ` · ${record.specialization}` : ''}
          {record.startDate ? ` · since ${record.startDate}` : ''}
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <Badge
          variant={record.status === 'active' ? 'default' : 'secondary'}
          className="capitalize"
        >
          {record.status}
        </Badge>
        {record.allowed.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'active' ? 'default' : 'outline'}
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(
                { id: record.id, status },
                {
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Could not change the coaching',
                      description: errorMessage(error, 'Please try again.'),
                    }),
                },
              )
            }
          >
            {actionLabel(record, status)}
            <span className="sr-only"> {title}</span>
          </Button>
        ))}
      </span>
    </li>
  );
}

/** Coaching records with the moves the caller's side may make. */
export function CoachingList({
  records,
  empty,
  label,
}: {
  records: CoachingView[];
  empty: string;
  label: string;
}) {
  if (records.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {records.map((record) => (
        <Record key={record.id} record={record} />
      ))}
    </ul>
  );
}
