import { CalendarDays, Copy, Link2, RefreshCw } from 'lucide-react';
import type { TeamLifeView } from '@shared/contracts/team-life';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { toast } from '@web/lib/use-toast';
import { useResetInvite } from '../api/team-life';

const absolute = (path: string) => `${window.location.origin}${path}`;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied` });
  } catch {
    toast({ variant: 'destructive', title: `Couldn't copy the ${what.toLowerCase()}` });
  }
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <code
        className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-xs"
        aria-label={label}
      >
        {value}
      </code>
      <Button size="sm" variant="outline" onClick={() => void copy(value, label)}>
        <Copy aria-hidden /> Copy<span className="sr-only"> {label.toLowerCase()}</span>
      </Button>
    </div>
  );
}

/** The invite link (captain or manager) and the member's calendar feed. */
export function TeamLinksCard({ teamId, life }: { teamId: string; life: TeamLifeView }) {
  const reset = useResetInvite(teamId);
  if (!life.canManage && !life.calendarPath) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Links</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        {life.canManage && (
          <div className="grid gap-2">
            <h3 className="flex items-center gap-2 text-sm font-medium">
              <Link2 className="size-4" aria-hidden /> Invite link
            </h3>
            {life.inviteCode ? (
              <CopyField label="Invite link" value={absolute(`/teams/join/${life.inviteCode}`)} />
            ) : (
              <p className="text-sm text-muted-foreground">
                Make a link players can open to join the team.
              </p>
            )}
            <Button
              size="sm"
              variant="outline"
              className="justify-self-start"
              pending={reset.isPending}
              onClick={() => reset.mutate()}
            >
              <RefreshCw aria-hidden /> {life.inviteCode ? 'Reset link' : 'Make invite link'}
            </Button>
          </div>
        )}
        {life.calendarPath && (
          <div className="grid gap-2">
            <h3 className="flex items-center gap-2 text-sm font-medium">
              <CalendarDays className="size-4" aria-hidden /> Calendar feed
            </h3>
            <p className="text-sm text-muted-foreground">
              Subscribe in your calendar app. The link is yours alone: don&apos;t share it.
            </p>
            <CopyField label="Calendar link" value={absolute(life.calendarPath)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
