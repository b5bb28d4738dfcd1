import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { VenueCourt, VenueDetail } from '@shared/contracts/venues';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useAddCourt, useRemoveCourt, useUpdateCourt } from '../api/setup';
import { CourtForm } from './court-form';

/** "Tennis, Padel · Indoor · Clay · 30.00/h". */
function describeCourt(court: VenueCourt) {
  return [
    court.sports.map((s) => s.name).join(', '),
    court.indoor ? 'Indoor' : 'Outdoor',
    court.surface,
    court.pricePerHour && `${court.pricePerHour}/h`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Removing asks first. The server refuses (409) a court with bookings to come, or the last
 * court: its sentence is shown in the dialog, which stays open.
 */
function RemoveCourt({ venueId, court }: { venueId: string; court: VenueCourt }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveCourt(venueId);
  async function confirm() {
    try {
      await remove.mutateAsync(court.id);
      setOpen(false);
      toast({ title: 'Court removed', description: `${court.name} takes no more bookings.` });
    } catch {
      // Shown in the dialog from remove.error.
    }
  }
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remove ${court.name}`}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden /> Remove
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Remove ${court.name}?`}
          description="Players can no longer book it. Past bookings keep their court."
        >
          {remove.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(remove.error, 'Could not remove the court. Please try again.')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void confirm()} pending={remove.isPending}>
              Remove court
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The owner's courts: list, add, edit and remove (ADR 018). */
export function CourtsEditor({ venue }: { venue: VenueDetail }) {
  const [editing, setEditing] = useState<string | null>(null);
  const add = useAddCourt(venue.id);
  const update = useUpdateCourt(venue.id);

  return (
    <div className="grid gap-6">
      <ul className="grid gap-3" aria-label="Courts">
        {venue.courts.map((court) => (
          <li key={court.id} className="rounded-lg border p-4">
            {editing === court.id ? (
              <CourtForm
                venue={venue}
                court={court}
                submitLabel="Save court"
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  await update.mutateAsync({ courtId: court.id, ...values });
                  setEditing(null);
                  toast({ title: 'Court saved', description: `${values.name} is updated.` });
                }}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    {court.name}
                    <Badge variant="outline">{court.indoor ? 'Indoor' : 'Outdoor'}</Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">{describeCourt(court)}</p>
                </div>
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit ${court.name}`}
                    onClick={() => setEditing(court.id)}
                  >
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <RemoveCourt venueId={venue.id} court={court} />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="grid gap-3">
        <h3 className="font-semibold">Add a court</h3>
        <CourtForm
          venue={venue}
          submitLabel="Add court"
          onSave={async (values) => {
            const court = await add.mutateAsync(values);
            toast({ title: 'Court added', description: `${court.name} is open for bookings.` });
          }}
        />
      </div>
    </div>
  );
}
