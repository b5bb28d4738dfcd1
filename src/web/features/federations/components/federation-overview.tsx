import { ExternalLink } from 'lucide-react';
import type { FederationView } from '@shared/contracts/federations';
import { personName } from '@web/components/person-name';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { capitalise } from '@web/lib/format';
import { useOfficials, useRegulations } from '../api/federations';

function Facts({ federation: f }: { federation: FederationView }) {
  const facts: [string, string][] = [
    ['Sport', f.sport?.name ?? 'Several sports'],
    ['Type', f.federationType ? capitalise(f.federationType) : '—'],
    ['Country', f.country ?? '—'],
    ['Region', f.region ?? '—'],
    ['Established', f.establishedDate ?? '—'],
    ['Headquarters', f.headquarters ?? '—'],
    ['Email', f.email ?? '—'],
    ['Phone', f.phoneNumber ?? '—'],
  ];
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        {f.description && <p className="whitespace-pre-line">{f.description}</p>}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {f.website && (
          <a
            href={f.website}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-1 text-sm text-primary hover:underline"
          >
            {f.website} <ExternalLink className="size-3" aria-hidden />
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function People({ federation }: { federation: FederationView }) {
  const officials = useOfficials(federation.id);
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Officials &amp; board</h2>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="mb-2 font-medium text-muted-foreground">Officials</h3>
          <ul className="grid gap-1" aria-label="Officials">
            {officials.data?.map((official) => (
              <li key={official.id}>
                <span className="font-medium">{personName(official.user)}</span> · {official.title}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-medium text-muted-foreground">Board</h3>
          {federation.boardMembers.length === 0 ? (
            <p className="text-muted-foreground">No board published.</p>
          ) : (
            <ul className="grid gap-1" aria-label="Board">
              {federation.boardMembers.map((member) => (
                <li key={`${member.name}-${member.title}`}>
                  <span className="font-medium">{member.name}</span> · {member.title}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Regulations({ federationId }: { federationId: string }) {
  const regulations = useRegulations(federationId);
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Regulations</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        {regulations.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">No regulations published yet.</p>
        )}
        {regulations.data?.map((regulation) => (
          <article key={regulation.id} className="grid gap-1">
            <h3 className="font-medium">{regulation.title}</h3>
            <p className="text-xs text-muted-foreground">Published {regulation.publishedOn}</p>
            {regulation.body && (
              <p className="text-sm whitespace-pre-line text-muted-foreground">{regulation.body}</p>
            )}
            {regulation.documentUrl && (
              <a
                href={regulation.documentUrl}
                target="_blank"
                rel="noreferrer"
                className="flex items-center gap-1 text-sm text-primary hover:underline"
              >
                Read the document<span className="sr-only">: {regulation.title}</span>
                <ExternalLink className="size-3" aria-hidden />
              </a>
            )}
          </article>
        ))}
      </CardContent>
    </Card>
  );
}

/** The Overview tab: what the federation is, who runs it, and its rules. */
export function FederationOverview({ federation }: { federation: FederationView }) {
  return (
    <div className="grid gap-4">
      <Facts federation={federation} />
      <People federation={federation} />
      <Regulations federationId={federation.id} />
    </div>
  );
}
