import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Booking } from '@shared/contracts/bookings';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { cn } from '@web/lib/utils';
import { useReviewBooking } from '../api/reviews';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

type ReviewDialogProps = {
  booking: Booking;
  /** Called with the reviewed booking, so the lists that show it can refresh. */
  onReviewed: (booking: Booking) => void;
};

/** Rate the venue 1–5 with a comment, once per played booking. */
export function ReviewDialog({ booking, onReviewed }: ReviewDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewBooking(onReviewed);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError('Choose a rating from 1 to 5 stars');
      return;
    }
    try {
      await review.mutateAsync({ id: booking.id, rating, comment });
      setOpen(false);
      toast({
        title: 'Thanks for your review',
        description: `Your rating of ${booking.venue.name} is live.`,
      });
    } catch (failure) {
      toast({
        title: 'Could not save your review',
        description: errorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <Star aria-hidden /> Write a review
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Review ${booking.venue.name}`}
        description="How was your game? Your review helps other players choose."
      >
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Rating</legend>
            <div className="flex items-center gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={n}
                    checked={rating === n}
                    onChange={() => {
                      setRating(n);
                      setError(null);
                    }}
                    className="sr-only"
                  />
                  <Star
                    className={cn(
                      'size-7',
                      n <= rating ? 'fill-warning text-warning' : 'text-muted-foreground',
                    )}
                    aria-hidden
                  />
                  <span className="sr-only">
                    {n} {n === 1 ? 'star' : 'stars'}: {LABELS[n - 1]}
                  </span>
                </label>
              ))}
              <span className="ml-2 text-sm text-muted-foreground" aria-hidden>
                {rating ? LABELS[rating - 1] : ''}
              </span>
            </div>
            {error && <p className="text-sm font-medium text-destructive">{error}</p>}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
            <Textarea
              id={`${id}-comment`}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              maxLength={1000}
              rows={4}
            />
          </div>
          <Button type="submit" pending={review.isPending}>
            Post review
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
