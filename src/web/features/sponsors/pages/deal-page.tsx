import { Link, useParams } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { CardHeading, SectionCard } from '@web/components/section-card';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useDeal } from '../api/sponsors';
import { DealActions } from '../components/deal-actions';
import { DealHistory } from '../components/deal-history';
import { DealStatusBadge } from '../components/deal-status-badge';
import { DeliverablesList } from '../components/deliverables-list';
import { KpiList } from '../components/kpi-list';
import { DEAL_TYPE_LABELS, ENTITY_LABELS, entityHref, money } from '../labels';

/** /sponsorship-deals/:id: terms, whose turn it is, the moves, deliverables, KPIs and history. */
export default function DealPage() {
  const { id = '' } = useParams();
  const deal = useDeal(id);
  if (!deal.data) {
    return (
      <RecordPageState
        isLoading={deal.isLoading}
        error={deal.error}
        notFound={{
          title: 'Deal not found',
          text: 'It does not exist, or it is not yours to see.',
        }}
        failed={{ title: 'The deal could not load', text: 'Please try again.' }}
        back={{ to: '/sponsorship-deals', label: 'My deals' }}
      />
    );
  }
  const d = deal.data;
  const waiting =
    d.status === 'negotiation'
      ? d.turn === d.side
        ? 'Your answer is awaited.'
        : `Waiting for ${d.side === 'sponsor' ? d.entity.name : d.sponsorName}.`
      : null;
  return (
    <PageContainer>
      <PageHeader
        title={d.dealName}
        description={
          <>
            <Link to={`/sponsors/${d.sponsorId}`} className="hover:underline">
              {d.sponsorName}
            </Link>{' '}
            ×{' '}
            <Link
              to={entityHref(d.entity.entityType, d.entity.entityId)}
              className="hover:underline"
            >
              {d.entity.name}
            </Link>{' '}
            ({ENTITY_LABELS[d.entity.entityType]})
          </>
        }
        actions={<DealActions deal={d} />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardHeading>Terms</CardHeading>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <DealStatusBadge status={d.status} />
              {waiting && <span className="text-muted-foreground">{waiting}</span>}
            </p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="font-semibold">{money(d.amount, d.currency)}</dd>
              <dt className="text-muted-foreground">Type</dt>
              <dd>{d.dealType ? DEAL_TYPE_LABELS[d.dealType] : '—'}</dd>
              <dt className="text-muted-foreground">Dates</dt>
              <dd>
                {d.startDate} – {d.endDate}
              </dd>
              <dt className="text-muted-foreground">Exclusive</dt>
              <dd>{d.exclusivity ? 'Yes' : 'No'}</dd>
            </dl>
          </CardContent>
        </Card>
        <SectionCard title="KPIs">
          <KpiList kpis={d.kpis} />
        </SectionCard>
        <SectionCard title="Deliverables">
          <DeliverablesList deal={d} />
        </SectionCard>
        <SectionCard title="History">
          <DealHistory deal={d} />
        </SectionCard>
      </div>
    </PageContainer>
  );
}
