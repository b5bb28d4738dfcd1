import type { GameView } from '@shared/contracts/games';
import type { PostView } from '@shared/contracts/posts';

// Minimal shapes of SPEC §3 "Shapes as used by screens", only what the dashboard reads. They stand
// in until the venues, games, posts and bookings areas publish their zod contracts in
// src/shared/contracts; then these go. Everything is optional-tolerant because the endpoints are
// not built yet and the dashboard must survive whatever they first answer.

export type Venue = {
  id: number | string;
  name: string;
  images?: string[] | null;
  city?: string | null;
  state?: string | null;
  /** Numeric text on the wire ("25.00"), SPEC §3. */
  pricePerHour?: string | number | null;
  rating?: string | number | null;
  reviewCount?: number | null;
};

// Games and posts have their contracts now (src/shared/contracts); venues and bookings belong
// to another area and keep their tolerant stand-ins until it publishes its own.
export type Game = GameView;
export type Post = PostView;

export type Booking = {
  id: number | string;
  venueId: number | string;
  sportId?: number | string | null;
  startTime: string;
  endTime: string;
  totalAmount?: string | null;
  notes?: string | null;
  status: string;
  paymentStatus: string;
  qrCode?: string | null;
};
