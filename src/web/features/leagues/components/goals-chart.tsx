import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type RoundGoals = { round: number; goals: number; played: number };

/** Goals scored in each round; a table says the same to screen readers (the chart is hidden). */
export function GoalsChart({ leagueName, rounds }: { leagueName: string; rounds: RoundGoals[] }) {
  if (rounds.length === 0) {
    return <p className="text-sm text-muted-foreground">No results yet in {leagueName}.</p>;
  }
  const total = rounds.reduce((sum, r) => sum + r.goals, 0);
  const matches = rounds.reduce((sum, r) => sum + r.played, 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm text-muted-foreground">
        {total} goals in {matches} matches over {rounds.length} rounds (
        {(total / Math.max(1, matches)).toFixed(1)} a match).
      </figcaption>
      {/* Hidden from assistive technology and out of the tab order: the table below says it all. */}
      <div className="h-56 w-full" aria-hidden inert>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={rounds}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="round" tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--popover)',
                color: 'var(--popover-foreground)',
                border: '1px solid var(--border)',
                borderRadius: 8,
              }}
              labelFormatter={(round: unknown) => `Round ${typeof round === 'number' ? round : ''}`}
            />
            <Bar dataKey="goals" name="Goals" fill="var(--primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Goals per round in {leagueName}</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">Goals</th>
            <th scope="col">Matches played</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((r) => (
            <tr key={r.round}>
              <th scope="row">Round {r.round}</th>
              <td>{r.goals}</td>
              <td>{r.played}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
