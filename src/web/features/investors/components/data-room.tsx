import { useState } from 'react';
import type { DealDetail } from '@shared/contracts/investors';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/input';
import { useAnswerDataRoom, useRequestDataRoom } from '../api/investments';

const OPEN = ['prospecting', 'due_diligence', 'negotiation'];
const STATUS_TEXT = {
  pending: 'Waiting for an answer',
  shared: 'Shared: the data room is open',
  declined: 'Declined',
} as const;

/** The investor asks for the target's data room; the target's manager shares or declines. */
export function DataRoom({ deal }: { deal: DealDetail }) {
  const request = useRequestDataRoom(deal.id);
  const answer = useAnswerDataRoom(deal.id);
  const [message, setMessage] = useState('');
  const asked = deal.dataRoomRequest;
  if (!deal.targetId) {
    return (
      <p className="text-sm text-muted-foreground">
        {deal.targetName} is outside Matchday, so there is nobody here to ask.
      </p>
    );
  }
  if (asked) {
    return (
      <div className="grid gap-3 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          Data-room request:{' '}
          <Badge variant={asked.status === 'declined' ? 'destructive' : 'secondary'}>
            {STATUS_TEXT[asked.status]}
          </Badge>
        </p>
        {asked.message && <blockquote className="border-l-2 pl-3">{asked.message}</blockquote>}
        {deal.side === 'target' && asked.status === 'pending' && (
          <div className="flex flex-wrap gap-2">
            <Button pending={answer.isPending} onClick={() => answer.mutate('shared')}>
              Share data room
            </Button>
            <Button
              variant="outline"
              disabled={answer.isPending}
              onClick={() => answer.mutate('declined')}
            >
              Decline
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (deal.side !== 'investor') {
    return <p className="text-sm text-muted-foreground">No data-room request yet.</p>;
  }
  if (!OPEN.includes(deal.status)) {
    return (
      <p className="text-sm text-muted-foreground">
        A data room can be requested while the deal is open.
      </p>
    );
  }
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate({ message: message.trim() || undefined });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="data-room-message">Message to {deal.targetName} (optional)</Label>
        <Textarea
          id="data-room-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={3}
        />
      </div>
      <Button type="submit" className="w-fit" pending={request.isPending}>
        Request data room
      </Button>
    </form>
  );
}
