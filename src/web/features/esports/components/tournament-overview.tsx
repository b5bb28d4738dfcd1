import type { TournamentView } from '@shared/contracts/esports';
import { formatMoney } from '@shared/money';
import { personName } from '@web/components/person-name';
import { Card, CardContent } from '@web/components/ui/card';
import { FORMAT_NAMES, ordinal, prizeRows } from '../format';

function formatDetails(t: TournamentView): string {
  switch (t.format) {
    case 'single_elimination':
      return t.thirdPlaceMatch ? 'With a match for third place' : 'No match for third place';
    case 'double_elimination':
      return t.grandFinalReset ? 'Grand final with a reset' : 'Grand final without a reset';
    case 'swiss':
      return t.swissRounds ? `${t.swissRounds} rounds` : 'Rounds: ⌈log₂ teams⌉';
    case 'round_robin':
      return t.roundRobinLegs === 2 ? 'Two legs' : 'One leg';
    case 'groups':
      return `${t.groupCount} groups, top ${t.advancePerGroup} of each to the playoffs`;
  }
}

/** Format, dates, prize pool and its shares, rules and streams. */
export function TournamentOverview({ tournament: t }: { tournament: TournamentView }) {
  const facts: [string, string][] = [
    ['Format', `${FORMAT_NAMES[t.format]} · ${formatDetails(t)}`],
    ['Dates', t.startDate ? `${t.startDate}${t.endDate ? ` to ${t.endDate}` : ''}` : '—'],
    ['Where', [t.tournamentType ?? 'online', t.venue, t.region].filter(Boolean).join(' · ')],
    ['Teams', `${t.currentTeams} of ${t.maxTeams}`],
    ['Entry fee', Number(t.entryFee) > 0 ? formatMoney(t.entryFee) : 'Free'],
    ['Prize pool', Number(t.prizePool) > 0 ? formatMoney(t.prizePool) : '—'],
    ['Check-in', t.checkInRequired ? (t.checkInOpen ? 'Open now' : 'Required') : 'Not needed'],
    ['Organiser', t.organizer ? personName(t.organizer, 'Organiser') : '—'],
  ];
  const prizes = prizeRows(t);
  return (
    <Card>
      <CardContent className="grid gap-5 p-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium first-letter:uppercase">{value}</dd>
            </div>
          ))}
        </dl>
        {prizes.length > 0 && (
          <div>
            <h2 className="mb-2 font-semibold">Prize distribution</h2>
            <table className="w-full max-w-sm text-sm">
              <caption className="sr-only">Prize money by placement</caption>
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col">Place</th>
                  <th scope="col" className="text-right">
                    Share
                  </th>
                  <th scope="col" className="text-right">
                    Prize
                  </th>
                </tr>
              </thead>
              <tbody>
                {prizes.map((row) => (
                  <tr key={row.place} className="border-t">
                    <th scope="row" className="py-1 text-left font-medium">
                      {ordinal(row.place)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{row.percent}%</td>
                    <td className="py-1 text-right tabular-nums">{row.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {t.rules && (
          <div>
            <h2 className="mb-1 font-semibold">Rules</h2>
            <p className="text-sm whitespace-pre-line text-muted-foreground">{t.rules}</p>
          </div>
        )}
        {t.streamLinks.length > 0 && (
          <div>
            <h2 className="mb-1 font-semibold">Streams</h2>
            <ul className="grid gap-1 text-sm">
              {t.streamLinks.map((link) => (
                <li key={link}>
                  <a
                    href={link}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline"
                  >
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
