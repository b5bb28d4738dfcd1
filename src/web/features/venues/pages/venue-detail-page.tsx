import type { ReactNode } from 'react';
import { ArrowLeft, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@shared/money';
import { PageContainer } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useVenue } from '../api/venues';
import { BookingForm } from '../components/booking-form';
import { RatingBadge } from '../components/rating';
import { AmenityList, ContactDetails } from '../components/venue-facts';
import { VenueGallery } from '../components/venue-gallery';
import { VenueReviews } from '../components/venue-reviews';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Venue detail (SPEC §2) with the sticky booking card. */
export default function VenueDetailPage() {
  const { id = '' } = useParams();
  const venue = useVenue(id);

  if (venue.isLoading) {
    return (
      <PageContainer>
        <Skeleton className="aspect-[16/7] w-full rounded-2xl" />
        <Skeleton className="mt-6 h-9 w-1/2" />
        <Skeleton className="mt-3 h-5 w-1/3" />
      </PageContainer>
    );
  }
  if (!venue.data) {
    const missing = venue.error instanceof ApiError && [400, 404].includes(venue.error.status);
    return (
      <PageContainer>
        <div className="mx-auto max-w-lg py-16 text-center">
          <h1 className="text-3xl font-bold">
            {missing ? 'Venue Not Found' : "We couldn't load this venue"}
          </h1>
          <p className="mt-3 text-muted-foreground">
            {missing
              ? "The venue you're looking for doesn't exist or has been removed."
              : 'Check your connection and try again.'}
          </p>
          <Button asChild className="mt-6">
            <Link to="/venues">
              <ArrowLeft aria-hidden /> Back to venues
            </Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  const v = venue.data;
  const place = [v.city, v.state].filter(Boolean).join(', ');
  return (
    <PageContainer>
      <Link
        to="/venues"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> All venues
      </Link>
      <VenueGallery images={v.images} name={v.name} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-8">
          <header className="space-y-2">
            <h1 className="text-3xl font-bold tracking-tight">{v.name}</h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden /> {place}
              </span>
              <span className="flex items-center gap-1.5 text-foreground">
                <RatingBadge rating={v.rating} />
                <span className="text-sm text-muted-foreground">
                  ({v.reviewCount} {v.reviewCount === 1 ? 'review' : 'reviews'})
                </span>
              </span>
            </div>
            <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Sports">
              {v.sports.map((sport) => (
                <li key={sport.id}>
                  <Badge variant="secondary">{sport.name}</Badge>
                </li>
              ))}
            </ul>
          </header>
          <Section title="About">
            <p className="leading-relaxed text-muted-foreground">
              {v.description || 'No description yet.'}
            </p>
          </Section>
          <Section title="Amenities">
            <AmenityList amenities={v.amenities} />
          </Section>
          <Section title="Contact">
            <ContactDetails venue={v} />
          </Section>
          <Section title="Reviews">
            <VenueReviews venueId={v.id} />
          </Section>
        </div>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <Card>
            <CardHeader className="pb-4">
              <CardTitle className="flex items-baseline justify-between text-base">
                <span>Book this venue</span>
                <span>
                  <span className="text-2xl font-bold">{formatMoney(v.pricePerHour)}</span>
                  <span className="text-sm font-normal text-muted-foreground">/hour</span>
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <BookingForm venue={v} />
            </CardContent>
          </Card>
        </aside>
      </div>
    </PageContainer>
  );
}
