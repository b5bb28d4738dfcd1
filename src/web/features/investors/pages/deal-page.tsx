import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  DEAL_STATUS_LABELS,
  TARGET_TYPE_LABELS,
  formatRoi,
  type DealDetail,
} from '@shared/contracts/investors';
import { formatMoney } from '@shared/money';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { CardHeading, SectionCard } from '@web/components/section-card';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useDeal } from '../api/investments';
import { DataRoom } from '../components/data-room';
import { DealDocuments } from '../components/deal-documents';
import { DealMilestones } from '../components/deal-milestones';
import { useDealMover } from '../components/use-deal-mover';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function Figures({ deal }: { deal: DealDetail }) {
  const rows: [string, string][] = [
    ['Target', `${deal.targetName} (${TARGET_TYPE_LABELS[deal.targetType]})`],
    ['Investor', deal.investorName],
    ['Amount', formatMoney(deal.amount)],
    ['Valuation', deal.valuation === null ? '—' : formatMoney(deal.valuation)],
    ['Type', deal.investmentType?.replace('_', ' ') ?? '—'],
    ['Closed on', deal.closingDate ?? '—'],
    ['Exited on', deal.exitDate ?? '—'],
    ['Exit value', deal.exitValue === null ? '—' : formatMoney(deal.exitValue)],
    ['ROI', deal.roi === null ? '—' : formatRoi(deal.roi)],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ deal }: { deal: DealDetail }) {
  return (
    <ol className="grid gap-2 text-sm" aria-label="History">
      {deal.history.map((change) => (
        <li key={change.id} className="border-l-2 pl-3">
          <span className="font-medium">
            {change.fromStatus
              ? `${DEAL_STATUS_LABELS[change.fromStatus]} → ${DEAL_STATUS_LABELS[change.toStatus]}`
              : 'Deal opened'}
          </span>
          <span className="block text-xs text-muted-foreground">
            {change.byName ?? 'Someone'} · {when(change.at)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** /investments/:id: one deal for its two parties: figures, moves, history, milestones… */
export default function DealPage() {
  const { id = '' } = useParams();
  const deal = useDeal(id);
  const mover = useDealMover();
  if (!deal.data) {
    return (
      <RecordPageState
        isLoading={deal.isLoading}
        error={deal.error}
        notFound={{ title: 'Deal not found', text: 'There is no such deal, or it is not yours.' }}
        failed={{ title: 'The deal could not load', text: 'Please try again.' }}
        back={{ to: '/investments', label: 'Back to investments' }}
      />
    );
  }
  const data = deal.data;
  return (
    <PageContainer>
      <PageHeader
        title={data.dealName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge>{DEAL_STATUS_LABELS[data.status]}</Badge>
            {data.side === 'investor' ? 'Your deal' : `${data.investorName} is interested`}
          </span>
        }
        actions={
          <Button asChild variant="outline">
            <Link to="/investments">
              <ArrowLeft aria-hidden /> Investments
            </Link>
          </Button>
        }
      />
      <div aria-live="polite" className="sr-only">
        {mover.announcement}
      </div>
      {mover.dialog}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardHeading>Deal</CardHeading>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Figures deal={data} />
            {data.allowedStatuses.length > 0 && (
              <div className="flex flex-wrap gap-2" role="group" aria-label="Move the deal">
                {data.allowedStatuses.map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant={status === 'failed' ? 'outline' : 'default'}
                    disabled={mover.pending}
                    onClick={() => mover.request(data, status)}
                  >
                    {status === 'failed'
                      ? data.side === 'target'
                        ? 'Decline'
                        : 'Mark failed'
                      : `Move to ${DEAL_STATUS_LABELS[status]}`}
                  </Button>
                ))}
              </div>
            )}
          </CardContent>
        </Card>
        <SectionCard title="History">
          <History deal={data} />
        </SectionCard>
        <SectionCard title="Milestones">
          <DealMilestones deal={data} />
        </SectionCard>
        <SectionCard title="Data room">
          <DataRoom deal={data} />
        </SectionCard>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardHeading>Documents</CardHeading>
          </CardHeader>
          <CardContent>
            <DealDocuments deal={data} />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
