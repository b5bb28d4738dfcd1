import { Check, X } from 'lucide-react';
import type { AffiliationView } from '@shared/contracts/federations';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useDecideRequest } from '../api/federations';

const KIND = { club: 'Club wants to join', league: 'League asks to be sanctioned' } as const;

/** Affiliation and sanctioning requests; pending ones carry Accept and Decline. */
export function RequestsList({
  federationId,
  requests,
  emptyText = 'No requests waiting.',
}: {
  federationId: string;
  requests: AffiliationView[];
  emptyText?: string;
}) {
  const decide = useDecideRequest(federationId);
  if (requests.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid gap-3" aria-label="Requests">
      {requests.map((request) => (
        <li
          key={request.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
        >
          <div className="grid gap-0.5 text-sm">
            <span className="font-medium">{request.target.name}</span>
            <span className="text-muted-foreground">
              {KIND[request.kind]}
              {request.requestedBy && ` · asked by ${personName(request.requestedBy, 'someone')}`}
              {' · '}
              {new Date(request.createdAt).toLocaleDateString()}
            </span>
          </div>
          {request.status === 'pending' ? (
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ requestId: request.id, status: 'accepted' })}
              >
                <Check aria-hidden /> Accept<span className="sr-only"> {request.target.name}</span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ requestId: request.id, status: 'declined' })}
              >
                <X aria-hidden /> Decline<span className="sr-only"> {request.target.name}</span>
              </Button>
            </div>
          ) : (
            <Badge variant={request.status === 'accepted' ? 'default' : 'secondary'}>
              {request.status}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
