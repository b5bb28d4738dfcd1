import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  createDealBody,
  INVESTMENT_TARGET_TYPES,
  INVESTMENT_TYPES,
  OFF_PLATFORM_TARGETS,
  TARGET_TYPE_LABELS,
} from '@shared/contracts/investors';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { capitalise } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { toast } from '@web/lib/use-toast';
import { useCreateDeal, useTargetSearch } from '../api/investments';

type Values = z.input<typeof createDealBody>;
const FIELDS = ['targetType', 'targetId', 'dealName', 'investmentType', 'amount'] as const;
const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

function DealForm({ onDone }: { onDone: () => void }) {
  const create = useCreateDeal();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof createDealBody>>({
    resolver: zodResolver(createDealBody),
    defaultValues: { targetType: 'team', investmentType: 'equity', dealName: '' },
  });
  const targetType = useWatch({ control, name: 'targetType' });
  const offPlatform = OFF_PLATFORM_TARGETS.includes(targetType);
  const query = useDebouncedValue(search.trim(), 300);
  const targets = useTargetSearch(targetType, query, !offPlatform);
  const onSubmit = handleSubmit((body) =>
    create.mutate(
      { ...body, targetId: offPlatform ? null : body.targetId },
      {
        onSuccess: (deal) => {
          onDone();
          void navigate(`/investments/${deal.id}`);
        },
        onError: (error) => {
          if (showServerFieldErrors(error, setError, FIELDS)) return;
          toast({
            variant: 'destructive',
            title: "Couldn't add the deal",
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="deal-target-type" label="Invest in a" error={errors.targetType?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('targetType')}>
              {INVESTMENT_TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TARGET_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="deal-type" label="Investment type" error={errors.investmentType?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('investmentType')}>
              {INVESTMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {capitalise(type.replace('_', ' '))}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {!offPlatform && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="deal-target-search" label="Search by name">
            {(field) => (
              <Input
                {...field}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="deal-target" label="Target" error={errors.targetId?.message}>
            {(field) => (
              <NativeSelect
                {...field}
                {...register('targetId', { setValueAs: (v: string) => v || undefined })}
              >
                <option value="">
                  {targets.isLoading ? 'Loading…' : `Choose (${targets.data?.length ?? 0} found)`}
                </option>
                {targets.data?.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      )}
      <FormField
        id="deal-name"
        label="Deal name"
        error={errors.dealName?.message}
        hint={offPlatform ? 'Outside Matchday, the deal name names the company.' : undefined}
      >
        {(field) => <Input {...field} {...register('dealName')} placeholder="Seed round 2026" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="deal-amount" label="Amount (USD)" error={errors.amount?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('amount', { setValueAs: optionalNumber })}
              type="number"
              inputMode="decimal"
              min={1}
            />
          )}
        </FormField>
        <FormField
          id="deal-valuation"
          label="Valuation (optional)"
          error={errors.valuation?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('valuation', { setValueAs: optionalNumber })}
              type="number"
              inputMode="decimal"
              min={0}
            />
          )}
        </FormField>
      </div>
      <FormDialogFooter onCancel={onDone} submitLabel="Add deal" pending={create.isPending} />
    </form>
  );
}

/** "Add a deal": opens a prospecting deal and goes to its page. */
export function CreateDealDialog({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <FormDialog
      trigger={
        <Button variant={variant}>
          <Plus aria-hidden /> Add a deal
        </Button>
      }
      title="Add a deal"
      description="It starts in prospecting; move it along the pipeline as it progresses."
    >
      {(close) => <DealForm onDone={close} />}
    </FormDialog>
  );
}
