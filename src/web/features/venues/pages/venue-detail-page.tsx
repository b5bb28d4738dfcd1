import type { ReactNode } from 'react';
import type { VenueDetail } from '@shared/contracts/venues';
import { ArrowLeft, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@shared/money';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useVenue } from '../api/venues';
import { RatingBadge } from '../components/rating';
import { AmenityList, ContactDetails } from '../components/venue-facts';
import { VenueGallery } from '../components/venue-gallery';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

type VenueDetailPageProps = {
  /** The venue's reviews; another feature's, so the app composes them in (app/pages/venue-page). */
  reviews: (venue: VenueDetail) => ReactNode;
  /** The booking form of the sticky card, composed in likewise. */
  booking: (venue: VenueDetail) => ReactNode;
  /** Beside the title: following the venue (another feature's button). */
  follow?: (venue: VenueDetail) => ReactNode;
};

/** Venue detail (SPEC §2) with the sticky booking card. */
export function VenueDetailPage({ reviews, booking, follow }: VenueDetailPageProps) {
  const { id = '' } = useParams();
  const venue = useVenue(id);

  if (!venue.data) {
    return (
      <RecordPageState
        isLoading={venue.isLoading}
        error={venue.error}
        skeleton={
          <>
            <Skeleton className="aspect-[16/7] w-full rounded-2xl" />
            <Skeleton className="mt-6 h-9 w-1/2" />
            <Skeleton className="mt-3 h-5 w-1/3" />
          </>
        }
        notFound={{
          title: 'Venue Not Found',
          text: "The venue you're looking for doesn't exist or has been removed.",
        }}
        failed={{
          title: "We couldn't load this venue",
          text: 'Check your connection and try again.',
        }}
        back={{
          to: '/venues',
          label: (
            <>
              <ArrowLeft aria-hidden /> Back to venues
            </>
          ),
        }}
      />
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
      {/*
        One grid, three blocks. On a phone they stack: the picture and title, then the booking
        card, then the details and reviews, so the form is a thumb's reach below the title. From
        lg up the card sits in its own column beside everything, sticky from the top of the page.
      */}
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <VenueGallery images={v.images} name={v.name} />
          <header className="space-y-2">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="text-3xl font-bold tracking-tight">{v.name}</h1>
              {follow?.(v)}
            </div>
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
        </div>
        <aside
          id="book"
          aria-label="Book this venue"
          className="scroll-mt-20 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <Card>
            <CardHeader className="pb-4">
              {/* An h2 like the sections beside it: it comes first on the page after the h1. */}
              <h2 className="flex items-baseline justify-between text-base leading-none font-semibold tracking-tight">
                <span>Book this venue</span>
                <span>
                  <span className="text-2xl font-bold">{formatMoney(v.pricePerHour)}</span>
                  <span className="text-sm font-normal text-muted-foreground">/hour</span>
                </span>
              </h2>
            </CardHeader>
            <CardContent>{booking(v)}</CardContent>
          </Card>
        </aside>
        <div className="min-w-0 space-y-8 lg:col-start-1">
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
          <Section title="Reviews">{reviews(v)}</Section>
        </div>
      </div>
    </PageContainer>
  );
}
