import {
  Car,
  Check,
  Coffee,
  Globe,
  Mail,
  MapPin,
  Phone,
  ShowerHead,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import type { VenueDetail } from '@shared/contracts/venues';

/** SPEC §2: wifi, parking, cafe and showers have icons; the rest get a tick. */
const AMENITY_ICONS: Record<string, LucideIcon> = {
  wifi: Wifi,
  parking: Car,
  cafe: Coffee,
  showers: ShowerHead,
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function AmenityList({ amenities }: { amenities: string[] }) {
  if (amenities.length === 0)
    return <p className="text-sm text-muted-foreground">No amenities listed.</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {amenities.map((amenity) => {
        const Icon = AMENITY_ICONS[amenity.toLowerCase()] ?? Check;
        return (
          <li key={amenity} className="flex items-center gap-2 text-sm">
            <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            {capitalise(amenity)}
          </li>
        );
      })}
    </ul>
  );
}

export function ContactDetails({ venue }: { venue: VenueDetail }) {
  const address = [
    venue.address,
    [venue.zipCode, venue.city].filter(Boolean).join(' '),
    venue.state,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="grid gap-3 text-sm">
      <div className="flex gap-3">
        <dt>
          <MapPin className="size-4 text-muted-foreground" aria-hidden />
          <span className="sr-only">Address</span>
        </dt>
        <dd>{address}</dd>
      </div>
      {venue.phoneNumber && (
        <div className="flex gap-3">
          <dt>
            <Phone className="size-4 text-muted-foreground" aria-hidden />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
            <a className="hover:underline" href={`tel:${venue.phoneNumber.replace(/[^+\d]/g, '')}`}>
              {venue.phoneNumber}
            </a>
          </dd>
        </div>
      )}
      {venue.email && (
        <div className="flex gap-3">
          <dt>
            <Mail className="size-4 text-muted-foreground" aria-hidden />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a className="hover:underline" href={`mailto:${venue.email}`}>
              {venue.email}
            </a>
          </dd>
        </div>
      )}
      {venue.website && (
        <div className="flex gap-3">
          <dt>
            <Globe className="size-4 text-muted-foreground" aria-hidden />
            <span className="sr-only">Website</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a
              className="text-primary hover:underline"
              href={venue.website}
              target="_blank"
              rel="noopener noreferrer"
            >
              {venue.website.replace(/^https?:\/\//, '')}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
