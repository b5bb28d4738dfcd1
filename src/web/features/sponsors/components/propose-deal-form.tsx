import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DEAL_TYPES,
  KPIS_BY_TYPE,
  type DealType,
  type KpiMetric,
  type SponsorableType,
} from '@shared/contracts/sponsors';
import { FormDialogFooter } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { localIsoDate } from '@web/lib/format';
import { useCreateDeal } from '../api/sponsors';
import { DEAL_TYPE_LABELS, KPI_LABELS } from '../labels';
import { formText } from '../form-text';

type Props = {
  entity: { entityType: SponsorableType; entityId: string; name: string };
  onDone: () => void;
};

const inAYear = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return localIsoDate(date);
};

/** The sponsor's proposal: saved as a draft, then opened so it can be sent. */
export function ProposeDealForm({ entity, onDone }: Props) {
  const create = useCreateDeal();
  const navigate = useNavigate();
  const [kpis, setKpis] = useState<Partial<Record<KpiMetric, string>>>({});
  const metrics = KPIS_BY_TYPE[entity.entityType];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    create.mutate(
      {
        entityType: entity.entityType,
        entityId: entity.entityId,
        dealName: text('dealName'),
        dealType: text('dealType') as DealType,
        amount: Number(text('amount')),
        currency: text('currency').toUpperCase() || 'USD',
        startDate: text('startDate'),
        endDate: text('endDate'),
        exclusivity: form.get('exclusivity') === 'on',
        deliverables: text('deliverables')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        kpis: metrics
          .filter((metric) => Number(kpis[metric]) > 0)
          .map((metric) => ({ metric, target: Math.round(Number(kpis[metric])) })),
      },
      {
        onSuccess: (deal) => {
          onDone();
          void navigate(`/sponsorship-deals/${deal.id}`);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={`Propose a deal to ${entity.name}`}>
      <FormField id="deal-name" label="Deal name">
        {(control) => (
          <Input
            {...control}
            name="dealName"
            required
            minLength={3}
            defaultValue={`${entity.name} partnership`}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="deal-type" label="Deal type">
          {(control) => (
            <NativeSelect {...control} name="dealType" defaultValue="official">
              {DEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DEAL_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-2">
          <FormField id="deal-amount" label="Amount">
            {(control) => (
              <Input {...control} name="amount" type="number" min={0} step={1} required />
            )}
          </FormField>
          <FormField id="deal-currency" label="Currency">
            {(control) => (
              <Input {...control} name="currency" defaultValue="USD" maxLength={3} required />
            )}
          </FormField>
        </div>
        <FormField id="deal-start" label="Start date">
          {(control) => (
            <Input
              {...control}
              name="startDate"
              type="date"
              required
              defaultValue={localIsoDate()}
            />
          )}
        </FormField>
        <FormField id="deal-end" label="End date">
          {(control) => (
            <Input {...control} name="endDate" type="date" required defaultValue={inAYear()} />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="exclusivity" className="size-4" /> Exclusive (no other active
        deal of this type)
      </label>
      <FormField id="deal-deliverables" label="Deliverables" hint="One per line.">
        {(control) => (
          <Textarea
            {...control}
            name="deliverables"
            rows={3}
            defaultValue={'Logo on the team page\nTwo social posts a month'}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">KPI targets (optional)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {metrics.map((metric) => (
            <FormField key={metric} id={`kpi-${metric}`} label={KPI_LABELS[metric]}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={1}
                  value={kpis[metric] ?? ''}
                  onChange={(e) => setKpis((old) => ({ ...old, [metric]: e.target.value }))}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <FormDialogFooter onCancel={onDone} submitLabel="Save draft" pending={create.isPending} />
    </form>
  );
}
