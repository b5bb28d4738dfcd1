import { useState } from 'react';
import { COACH_ROLE_LABELS, COACH_ROLES, type CoachRole } from '@shared/coaching-enums';
import type { OfferCoachingBody } from '@shared/contracts/coaching';
import { FormDialogFooter } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { toast } from '@web/lib/use-toast';
import { useOfferCoaching, useOfferTargets } from '../api/coaching';

type EntityType = OfferCoachingBody['entityType'];

/** A coach offers to coach a player, a team or an esports team; they accept or decline it. */
export function OfferForm({ onDone }: { onDone: () => void }) {
  const offer = useOfferCoaching();
  const [entityType, setEntityType] = useState<EntityType>('player');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const targets = useOfferTargets(entityType, q);
  const [entityId, setEntityId] = useState('');
  const [role, setRole] = useState<CoachRole>('head_coach');
  const [specialization, setSpecialization] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!entityId) {
      setError('Choose who to coach');
      return;
    }
    offer.mutate(
      { entityType, entityId, role, specialization },
      {
        onSuccess: (made) => {
          toast({ title: 'Offer sent', description: `${made.entityName} can now accept it.` });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'The offer could not be sent.')),
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="offer-type" label="Coach a">
          {(field) => (
            <NativeSelect
              {...field}
              value={entityType}
              onChange={(e) => {
                setEntityType(e.target.value as EntityType);
                setEntityId('');
              }}
            >
              <option value="player">Player</option>
              <option value="team">Team</option>
              <option value="esports_team">Esports team</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField id="offer-search" label="Find by name">
          {(field) => <Input {...field} value={text} onChange={(e) => setText(e.target.value)} />}
        </FormField>
      </div>
      <FormField
        id="offer-entity"
        label="Who"
        error={error === 'Choose who to coach' ? error : undefined}
      >
        {(field) => (
          <NativeSelect {...field} value={entityId} onChange={(e) => setEntityId(e.target.value)}>
            <option value="">{targets.isLoading ? 'Loading…' : 'Choose'}</option>
            {targets.data?.map((target) => (
              <option key={target.id} value={target.id}>
                {target.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="offer-role" label="Role">
          {(field) => (
            <NativeSelect
              {...field}
              value={role}
              onChange={(e) => setRole(e.target.value as CoachRole)}
            >
              {COACH_ROLES.map((r) => (
                <option key={r} value={r}>
                  {COACH_ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="offer-specialization" label="Specialisation (optional)">
          {(field) => (
            <Input
              {...field}
              value={specialization}
              onChange={(e) => setSpecialization(e.target.value)}
            />
          )}
        </FormField>
      </div>
      {error && error !== 'Choose who to coach' && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <FormDialogFooter onCancel={onDone} submitLabel="Send offer" pending={offer.isPending} />
    </form>
  );
}
