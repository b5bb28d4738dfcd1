import { formatRoi, type PortfolioView } from '@shared/contracts/investors';
import { formatMoney } from '@shared/money';

/** Invested, active, exited and average ROI, as four figures. */
export function PortfolioFigures({ portfolio }: { portfolio: PortfolioView }) {
  const figures = [
    { label: 'Invested', value: formatMoney(portfolio.invested) },
    {
      label: 'Active',
      value: `${portfolio.activeCount}`,
      note: formatMoney(portfolio.activeAmount),
    },
    {
      label: 'Exited',
      value: `${portfolio.exitedCount}`,
      note: `${formatMoney(portfolio.exitValue)} returned`,
    },
    {
      label: 'Average ROI',
      value: portfolio.averageRoi === null ? '—' : formatRoi(portfolio.averageRoi),
      note: 'over exited deals',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-bold break-words">{figure.value}</dd>
          {figure.note && <dd className="text-xs text-muted-foreground">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
