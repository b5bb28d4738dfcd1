import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import type { ParticipantView } from '@shared/contracts/esports';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useSeed } from '../api/tournaments';

/** Moves the item at `from` to `to`, answering a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const bySeed = (a: ParticipantView, b: ParticipantView) =>
  (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
  a.registeredAt.localeCompare(b.registeredAt);

/**
 * The organiser's seeding: drag a team to its place, or move it with the up and down buttons
 * (the keyboard way), then save; or let the ranking (MMR) or a draw decide.
 */
export function SeedingEditor({
  tournamentId,
  participants,
}: {
  tournamentId: string;
  participants: ParticipantView[];
}) {
  const seed = useSeed(tournamentId);
  const initial = [...participants].sort(bySeed);
  const [order, setOrder] = useState(initial.map((p) => p.teamId));
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const byId = new Map(participants.map((p) => [p.teamId, p]));
  // Teams that registered since the list was taken go to the bottom; withdrawn ones leave it.
  const shown = [
    ...order.filter((id) => byId.has(id)),
    ...initial.map((p) => p.teamId).filter((id) => !order.includes(id)),
  ];
  const move = (from: number, to: number) => {
    const next = moveItem(shown, from, to);
    setOrder(next);
    const name = byId.get(shown[from]!)?.teamName ?? 'Team';
    setAnnouncement(`${name} is now seed ${to + 1}`);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          pending={seed.isPending}
          onClick={() => seed.mutate({ method: 'manual', teamIds: shown })}
        >
          Save this order
        </Button>
        <Button
          variant="outline"
          disabled={seed.isPending}
          onClick={() => seed.mutate({ method: 'ranking' }, { onSuccess: () => setOrder([]) })}
        >
          Seed by ranking
        </Button>
        <Button
          variant="outline"
          disabled={seed.isPending}
          onClick={() => seed.mutate({ method: 'random' }, { onSuccess: () => setOrder([]) })}
        >
          Random draw
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol aria-label="Seeding order" className="grid gap-1">
        {shown.map((teamId, index) => {
          const team = byId.get(teamId)!;
          return (
            <li
              key={teamId}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(null)}
              className={cn(
                'flex items-center gap-2 rounded-md border bg-card px-2 py-1.5 text-sm',
                dragged === index && 'opacity-50',
              )}
            >
              <GripVertical className="size-4 cursor-grab text-muted-foreground" aria-hidden />
              <span className="w-6 text-right text-muted-foreground tabular-nums">{index + 1}</span>
              <span className="flex-1 truncate font-medium">{team.teamName}</span>
              {team.mmr !== null && (
                <span className="text-xs text-muted-foreground">MMR {team.mmr}</span>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Move ${team.teamName} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Move ${team.teamName} down`}
                disabled={index === shown.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
