import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { VenueInput } from '@shared/contracts/venues';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useCreateVenue, useOwnerVenue, useUpdateVenue } from '../api/owner';
import { CourtsEditor } from '../components/courts-editor';
import { HoursEditor } from '../components/hours-editor';
import { PriceRulesEditor } from '../components/price-rules-editor';
import { VenueForm } from '../components/venue-form';

/** /dashboard/venue/venues/new and /dashboard/venue/venues/{id}/edit. */
export default function VenueEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const venue = useOwnerVenue(id);
  const create = useCreateVenue();
  const update = useUpdateVenue();

  async function save(body: VenueInput) {
    try {
      const saved = id ? await update.mutateAsync({ id, ...body }) : await create.mutateAsync(body);
      toast({
        title: id ? 'Venue saved' : 'Venue created',
        description: `${saved.name} is ${saved.isActive ? 'live for players' : 'saved (inactive)'}.`,
      });
      void navigate('/dashboard/venue');
    } catch (error) {
      toast({
        title: 'Could not save the venue',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      throw error;
    }
  }

  const back = (
    <Link
      to="/dashboard/venue"
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden /> Venue dashboard
    </Link>
  );

  if (id && venue.isLoading) {
    return (
      <PageContainer>
        {back}
        <Skeleton className="h-96" />
      </PageContainer>
    );
  }
  if (id && !venue.data) {
    return (
      <PageContainer>
        {back}
        <h1 className="text-2xl font-bold">Venue Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          {errorMessage(venue.error, 'This venue could not be loaded.')}
        </p>
        <Button asChild className="mt-4">
          <Link to="/dashboard/venue">Back to your venues</Link>
        </Button>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={id ? `Edit ${venue.data?.name ?? 'venue'}` : 'Add a venue'}
        description="Players see these details on your venue page; bookings use the time zone's local time."
      />
      <Card>
        <CardContent className="p-6">
          <VenueForm
            venue={venue.data}
            submitLabel={id ? 'Save changes' : 'Create venue'}
            onSave={save}
          />
        </CardContent>
      </Card>
      {/* Courts, hours and prices belong to a saved venue (a new one starts with "Court 1"). */}
      {venue.data && (
        <div className="mt-6 grid gap-6">
          <SectionCard title="Courts">
            <CourtsEditor venue={venue.data} />
          </SectionCard>
          <SectionCard title="Opening hours">
            <HoursEditor venue={venue.data} />
          </SectionCard>
          <SectionCard title="Prices">
            <PriceRulesEditor venue={venue.data} />
          </SectionCard>
        </div>
      )}
    </PageContainer>
  );
}
