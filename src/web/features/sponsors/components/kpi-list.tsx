import type { KpiView } from '@shared/contracts/sponsors';
import { KPI_LABELS } from '../labels';

/** Each KPI's target beside the figure Matchday counted since the deal began. */
export function KpiList({ kpis }: { kpis: KpiView[] }) {
  if (kpis.length === 0) return <p className="text-sm text-muted-foreground">No KPIs set.</p>;
  return (
    <ul className="grid gap-3" aria-label="KPIs">
      {kpis.map((kpi) => {
        const share = Math.min(100, Math.round((kpi.delivered / kpi.target) * 100));
        return (
          <li key={kpi.metric} className="grid gap-1 text-sm">
            <div className="flex justify-between gap-2">
              <span>{KPI_LABELS[kpi.metric]}</span>
              <span className="tabular-nums">
                <span className="font-semibold">{kpi.delivered}</span> / {kpi.target}
              </span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={KPI_LABELS[kpi.metric]}
              aria-valuemin={0}
              aria-valuemax={kpi.target}
              aria-valuenow={Math.min(kpi.delivered, kpi.target)}
            >
              <div className="h-full bg-primary" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
