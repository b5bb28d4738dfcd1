import { ArrowLeft, CheckCircle2, Loader2, Search, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CheckInResult } from '@shared/contracts/venue-owner';
import { formatMoney } from '@shared/money';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PaymentBadge, StatusBadge } from '@web/features/bookings/components/status-badges';
import { errorMessage } from '@web/lib/api-client';
import { venueDate, venueTime, venueTimeRange } from '@web/lib/venue-time';
import { useCheckIn, useCheckInLookup } from '@web/features/venue-owner/api/owner';
import { QrScanner } from '../components/qr-scanner';

function Result({
  result,
  code,
  onDone,
}: {
  result: CheckInResult;
  code: string;
  onDone: (r: CheckInResult) => void;
}) {
  const checkIn = useCheckIn();
  const [error, setError] = useState<string | null>(null);
  const b = result.booking;
  const checkedIn = b.checkedInAt !== null;

  async function confirm() {
    setError(null);
    try {
      onDone(await checkIn.mutateAsync(code));
    } catch (failure) {
      setError(errorMessage(failure, 'Check-in failed. Please try again.'));
    }
  }

  return (
    <Card aria-live="polite" data-testid="check-in-result">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {checkedIn ? (
            <CheckCircle2 className="size-6 text-primary" aria-hidden />
          ) : result.canCheckIn ? null : (
            <XCircle className="size-6 text-destructive" aria-hidden />
          )}
          {b.customerName}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Venue</dt>
            <dd className="font-medium">{b.venue}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Sport</dt>
            <dd className="font-medium">{b.sportName}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">When</dt>
            <dd className="font-medium">
              {venueDate(b.startTime, b.timeZone)},{' '}
              {venueTimeRange(b.startTime, b.endTime, b.timeZone)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Amount</dt>
            <dd className="font-medium">{formatMoney(b.amount)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={b.status} checkedInAt={b.checkedInAt} />
          <PaymentBadge status={b.paymentStatus} />
        </div>
        {checkedIn ? (
          <p className="rounded-lg bg-primary/10 p-3 font-medium text-primary" role="status">
            Checked in at {venueTime(b.checkedInAt!, b.timeZone, 'HH:mm')}. Enjoy the game!
          </p>
        ) : result.canCheckIn ? (
          <Button size="lg" onClick={() => void confirm()} pending={checkIn.isPending}>
            Check in
          </Button>
        ) : (
          <p role="alert" className="rounded-lg bg-destructive/10 p-3 font-medium text-destructive">
            {result.reason}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Check-in: scan a booking's QR code (or type it), see who booked what, and check them in. */
export default function CheckInPage() {
  const id = useId();
  const lookup = useCheckInLookup();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CheckInResult | null>(null);

  function find(value: string) {
    const trimmed = value.trim();
    setCode(trimmed);
    setResult(null);
    lookup.mutate(trimmed, { onSuccess: setResult });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    find(typed);
  }

  return (
    <PageContainer>
      <Link
        to="/dashboard/venue"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Venue dashboard
      </Link>
      <PageHeader
        title="Check in players"
        description="Scan the QR code on the player's phone, or type the code under it."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Scan</CardTitle>
            </CardHeader>
            <CardContent>
              <QrScanner onCode={find} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Type the code</CardTitle>
            </CardHeader>
            <CardContent>
              <form
                onSubmit={submit}
                className="flex flex-col gap-2 sm:flex-row sm:items-end"
                noValidate
              >
                <div className="grid flex-1 gap-1.5">
                  <Label htmlFor={`${id}-code`}>Check-in code</Label>
                  <Input
                    id={`${id}-code`}
                    value={typed}
                    onChange={(e) => setTyped(e.target.value)}
                    placeholder="MDC1.…"
                    autoComplete="off"
                    spellCheck={false}
                    className="font-mono"
                  />
                </div>
                <Button type="submit" disabled={lookup.isPending}>
                  {lookup.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden />
                  ) : (
                    <Search aria-hidden />
                  )}
                  Look up
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>
        <div>
          {lookup.isError ? (
            <p
              role="alert"
              className="rounded-xl border border-destructive/50 bg-destructive/10 p-5 font-medium text-destructive"
            >
              {errorMessage(lookup.error, 'That code could not be checked. Please try again.')}
            </p>
          ) : result ? (
            <Result result={result} code={code} onDone={setResult} />
          ) : (
            <p className="rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground">
              The booking appears here once a code is scanned or typed.
            </p>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
