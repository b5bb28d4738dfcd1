import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type {
  EsportsTeamSummary,
  ParticipantView,
  TournamentView,
} from '@shared/contracts/esports';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/input';
import { formatMoney } from '@shared/money';
import {
  entryCheckoutPath,
  useCheckIn,
  useRegisterTeam,
  useWithdrawTeam,
} from '../api/tournaments';
import { FeeBadge, feeRefused, PayEntryFee } from './entry-fee';
import { SeedingEditor } from './seeding-editor';

const STATUS_TEXT: Record<ParticipantView['status'], string> = {
  registered: 'Registered',
  checked_in: 'Checked in',
  playing: 'Playing',
  eliminated: 'Eliminated',
  winner: 'Winner',
  disqualified: 'Disqualified',
  awaiting_payment: 'Awaiting payment',
};

type PanelProps = {
  tournament: TournamentView;
  participants: ParticipantView[];
  /** Teams the signed-in user captains. */
  myTeams: EsportsTeamSummary[];
};

/** A captain registers one of their teams of the tournament's title. */
function RegisterMyTeam({ tournament, participants, myTeams }: PanelProps) {
  const register = useRegisterTeam(tournament.id);
  const navigate = useNavigate();
  // A registration whose payment was refused may be made again.
  const entered = new Set(participants.filter((p) => !feeRefused(p)).map((p) => p.teamId));
  const fee = Number(tournament.entryFee) > 0 ? formatMoney(tournament.entryFee) : null;
  const eligible = myTeams.filter((t) => t.game.id === tournament.game.id && !entered.has(t.id));
  const [teamId, setTeamId] = useState('');
  const chosen = eligible.some((t) => t.id === teamId) ? teamId : (eligible[0]?.id ?? '');
  if (eligible.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        To register, captain a {tournament.game.title} team (create one on the{' '}
        <Link to="/esports" className="underline">
          esports page
        </Link>
        ).
      </p>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        register.mutate(chosen, {
          onSuccess: (entry) => {
            if (entry.status === 'awaiting_payment' && entry.paymentOrderId) {
              void navigate(entryCheckoutPath(entry.paymentOrderId));
            }
          },
        });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="register-team">Your team</Label>
        <NativeSelect id="register-team" value={chosen} onChange={(e) => setTeamId(e.target.value)}>
          {eligible.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" pending={register.isPending}>
        {fee ? `Register and pay ${fee}` : 'Register team'}
      </Button>
      {fee && (
        <p className="basis-full text-sm text-muted-foreground">
          The entry fee of {fee} is paid at checkout; the place is yours once it is paid.
          Withdrawing before the start, or a cancelled tournament, refunds it.
        </p>
      )}
    </form>
  );
}

/** Who takes part, registration and check-in for captains, seeding for the organiser. */
export function ParticipantsPanel({ tournament, participants, myTeams }: PanelProps) {
  const checkIn = useCheckIn(tournament.id);
  const withdraw = useWithdrawTeam(tournament.id);
  const mine = new Set(myTeams.map((t) => t.id));
  const open = tournament.status === 'upcoming' || tournament.status === 'registration';
  const sorted = [...participants].sort(
    (a, b) => (a.placement ?? a.seed ?? 1e9) - (b.placement ?? b.seed ?? 1e9),
  );
  return (
    <div className="grid gap-4">
      {open && myTeams.length > 0 && !tournament.isOrganizer && (
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Register your team</h2>
          </CardHeader>
          <CardContent>
            <RegisterMyTeam tournament={tournament} participants={participants} myTeams={myTeams} />
          </CardContent>
        </Card>
      )}
      {tournament.isOrganizer && open && participants.length > 1 && (
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Seeding</h2>
            <p className="text-sm text-muted-foreground">
              Drag teams into order or use the arrows; seed 1 is the top seed.
            </p>
          </CardHeader>
          <CardContent>
            <SeedingEditor tournamentId={tournament.id} participants={participants} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <h2 className="font-semibold">
            Teams ({tournament.currentTeams}/{tournament.maxTeams})
          </h2>
          {tournament.checkInRequired && (
            <p className="text-sm text-muted-foreground">
              Check-in is required: teams that have not checked in are dropped at the start.
            </p>
          )}
        </CardHeader>
        <CardContent>
          {sorted.length === 0 ? (
            <p className="text-sm text-muted-foreground">No teams registered yet.</p>
          ) : (
            <ul aria-label="Participants" className="grid gap-2">
              {sorted.map((p) => (
                <li key={p.teamId} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="w-8 text-muted-foreground tabular-nums">
                    {p.seed !== null ? `#${p.seed}` : '–'}
                  </span>
                  <Link to={`/esports/teams/${p.teamId}`} className="font-medium hover:underline">
                    {p.teamName}
                  </Link>
                  {p.teamTag && <span className="text-muted-foreground">[{p.teamTag}]</span>}
                  <Badge variant={p.status === 'winner' ? 'default' : 'secondary'}>
                    {STATUS_TEXT[p.status]}
                  </Badge>
                  <FeeBadge participant={p} />
                  {open && <PayEntryFee participant={p} />}
                  {open && (tournament.isOrganizer || mine.has(p.teamId)) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={withdraw.isPending}
                      onClick={() => {
                        if (window.confirm(`Withdraw ${p.teamName} from the tournament?`))
                          withdraw.mutate(p.teamId);
                      }}
                    >
                      Withdraw<span className="sr-only"> {p.teamName}</span>
                    </Button>
                  )}
                  {tournament.checkInOpen && mine.has(p.teamId) && !p.checkedInAt && (
                    <Button
                      size="sm"
                      className="ml-auto"
                      pending={checkIn.isPending}
                      onClick={() => checkIn.mutate(p.teamId)}
                    >
                      Check in {p.teamName}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
