import { FollowButton } from '@web/features/follows/components/follow-button';
import { BookingForm } from '@web/features/bookings/components/booking-form';
import { VenueReviews } from '@web/features/reviews/components/venue-reviews';
import { VenueDetailPage } from '@web/features/venues/pages/venue-detail-page';

/** The venue page: the venue's details with its reviews and the booking form beside them. */
export default function VenuePage() {
  return (
    <VenueDetailPage
      reviews={(venue) => <VenueReviews venueId={venue.id} />}
      booking={(venue) => <BookingForm venue={venue} />}
      follow={(venue) => <FollowButton entityType="venue" entityId={venue.id} name={venue.name} />}
    />
  );
}
