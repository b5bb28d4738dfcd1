import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@shared/money';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useCoach } from '../api/coaching';
import { availabilityText, coachName } from '../components/coach-card';

function List({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label={title}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /coaches/:id: a coach's public page: what they teach, their rate and when they are free. */
export default function CoachPage() {
  const { id = '' } = useParams();
  const coach = useCoach(id);
  if (!coach.data) {
    return (
      <RecordPageState
        isLoading={coach.isLoading}
        error={coach.error}
        notFound={{ title: 'Coach not found', text: 'This person has no coach profile.' }}
        failed={{ title: 'The coach could not load', text: 'Please try again.' }}
        back={{ to: '/coaches', label: 'All coaches' }}
      />
    );
  }
  const c = coach.data;
  return (
    <PageContainer>
      <PageHeader
        title={coachName(c)}
        description={c.headline ?? c.bio ?? undefined}
        actions={
          <Button asChild variant="outline">
            <Link to="/coaches">
              <ArrowLeft aria-hidden /> All coaches
            </Link>
          </Button>
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold">{formatMoney(c.hourlyRate)} an hour</span>
        {c.sports.map((sport) => (
          <Badge key={sport.id} variant="secondary">
            {sport.name}
          </Badge>
        ))}
        <span className="text-sm text-muted-foreground">
          {c.location ?? ''} · coaching {c.activeCount} now
        </span>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-3">
        <List title="Specialities" items={c.specialities} empty="None listed." />
        <List title="Certifications" items={c.certifications} empty="None listed." />
        <List
          title="Availability"
          items={availabilityText(c.availability)}
          empty="Ask the coach for a time."
        />
      </div>
    </PageContainer>
  );
}
