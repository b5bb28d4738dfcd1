import { CheckCircle2, Circle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { DealView, DeliverableView } from '@shared/contracts/sponsors';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { uploadImage } from '@web/lib/upload-image';
import { toast } from '@web/lib/use-toast';
import { useTickDeliverable } from '../api/sponsors';
import { formText } from '../form-text';

function EvidenceForm({
  dealId,
  item,
  onDone,
}: {
  dealId: string;
  item: DeliverableView;
  onDone: () => void;
}) {
  const tick = useTickDeliverable(dealId);
  const [uploading, setUploading] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo');
    let evidenceUrl = formText(form, 'link') || null;
    if (photo instanceof File && photo.size > 0) {
      setUploading(true);
      try {
        // Stored through the uploads; its address (on this site) is the evidence.
        evidenceUrl = new URL((await uploadImage(photo)).url, window.location.origin).href;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: "Couldn't upload",
          description: errorMessage(error, 'Try another photo.'),
        });
        return;
      } finally {
        setUploading(false);
      }
    }
    const evidenceNote = formText(form, 'note') || null;
    tick.mutate(
      { deliverableId: item.id, done: true, evidenceUrl, evidenceNote },
      { onSuccess: onDone },
    );
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-label={`Evidence for ${item.title}`}
    >
      <FormField
        id="evidence-photo"
        label="Photo"
        hint="A picture of the logo on the kit, the banner…"
      >
        {(control) => <Input {...control} name="photo" type="file" accept="image/*" />}
      </FormField>
      <FormField id="evidence-link" label="Or a link" hint="A post, a video, a page.">
        {(control) => <Input {...control} name="link" type="url" placeholder="https://" />}
      </FormField>
      <FormField id="evidence-note" label="Note">
        {(control) => <Input {...control} name="note" maxLength={500} />}
      </FormField>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Mark as done"
        pending={uploading || tick.isPending}
      />
    </form>
  );
}

/** The deliverables checklist; the sponsored side ticks items off while the deal is active. */
export function DeliverablesList({ deal }: { deal: DealView }) {
  const tick = useTickDeliverable(deal.id);
  const canTick = deal.side === 'entity' && deal.status === 'active';
  if (deal.deliverables.length === 0) {
    return <p className="text-sm text-muted-foreground">No deliverables in this deal.</p>;
  }
  const done = deal.deliverables.filter((d) => d.doneAt).length;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {done} of {deal.deliverables.length} done
      </p>
      <ul className="grid gap-2" aria-label="Deliverables">
        {deal.deliverables.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm"
          >
            <span className="flex min-w-0 items-start gap-2">
              {item.doneAt ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-label="Done" />
              ) : (
                <Circle
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-label="To do"
                />
              )}
              <span className="min-w-0">
                <span className="block font-medium">{item.title}</span>
                {item.evidenceUrl && (
                  <a
                    href={item.evidenceUrl}
                    className="break-all text-xs text-primary hover:underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    Evidence
                  </a>
                )}
                {item.evidenceNote && (
                  <span className="block text-xs text-muted-foreground">{item.evidenceNote}</span>
                )}
              </span>
            </span>
            {canTick &&
              (item.doneAt ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => tick.mutate({ deliverableId: item.id, done: false })}
                >
                  Undo<span className="sr-only"> {item.title}</span>
                </Button>
              ) : (
                <FormDialog
                  trigger={
                    <Button size="sm" variant="outline">
                      Tick off<span className="sr-only"> {item.title}</span>
                    </Button>
                  }
                  title={item.title}
                  description="Add a photo or a link as evidence for the sponsor."
                >
                  {(close) => <EvidenceForm dealId={deal.id} item={item} onDone={close} />}
                </FormDialog>
              ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
