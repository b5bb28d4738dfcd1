/**
 * Domain events: "something happened", told in ids. A service emits one inside the transaction
 * that made the change (src/server/lib/events.ts); subscribers read the rows they need. Payloads
 * stay small because they travel in a PostgreSQL NOTIFY (8 kB at most) between instances.
 *
 * One union, so that a subscriber narrowing on `type` gets exactly that event's data.
 */

type Event<T extends string, D> = { type: T; data: D };

/** The booking's start instants the change touched (both of a moved booking), as ISO strings. */
type BookingRef = { bookingId: string; venueId: string; userId: string; startTimes: string[] };

export type DomainEvent =
  // Bookings and payments. Every one of these can change a venue's free slots.
  | Event<'booking.held', BookingRef>
  | Event<'booking.confirmed', BookingRef>
  | Event<'booking.cancelled', BookingRef & { byOwner: boolean }>
  | Event<'booking.refunded', BookingRef>
  | Event<'booking.modified', BookingRef>
  /** Unpaid holds whose 15 minutes ran out (one event per booking). */
  | Event<'booking.released', BookingRef>
  | Event<'payment.failed', BookingRef & { message: string }>
  /** A player now holds a share of a split booking to pay: invited by the booker, or taken. */
  | Event<
      'split.share_taken',
      { bookingId: string; shareId: string; userId: string; invited: boolean }
    >
  // Courts closed for a while by the venue (and opened again): free slots change too.
  | Event<'court.blocked', { venueId: string; blockId: string; startTimes: string[] }>
  | Event<'court.unblocked', { venueId: string; blockId: string; startTimes: string[] }>
  // Venues and reviews: what a venue search answers.
  | Event<'venue.changed', { venueId: string }>
  | Event<'review.created', { reviewId: string; venueId: string; userId: string }>
  | Event<'user.deleted', { userId: string }>
  // Sessions: sockets of an ended session close.
  | Event<'session.ended', { sid: string; userId: string }>
  /**
   * A user's row changed or some of their sessions ended (null: many users at once). Sent by a
   * database trigger, whoever made the change, so each instance forgets what it remembered.
   */
  | Event<'auth.changed', { userId: string | null }>
  // Games.
  | Event<'game.joined', { gameId: string; userId: string; waitlisted: boolean }>
  | Event<'game.left', { gameId: string; userId: string }>
  | Event<'game.promoted', { gameId: string; userId: string }>
  | Event<'game.cancelled', { gameId: string; organizerId: string; participantIds: string[] }>
  | Event<'game.requested', { gameId: string; userId: string }>
  | Event<'game.request_decided', { gameId: string; userId: string; accepted: boolean }>
  // Teams.
  | Event<'team.joined', { teamId: string; userId: string }>
  | Event<'team.left', { teamId: string; userId: string }>
  | Event<'team.requested', { teamId: string; requestId: string; userId: string }>
  | Event<
      'team.request_decided',
      { teamId: string; requestId: string; userId: string; accepted: boolean }
    >
  // Team life: a new event in the team's diary, a due asked of a member.
  | Event<'team.event_created', { teamId: string; eventId: string; createdBy: string }>
  | Event<'team.due_requested', { teamId: string; dueIds: string[]; requestedBy: string }>
  // Federations: a club asking to join, a league asking to be sanctioned, and the answer.
  | Event<'federation.requested', { federationId: string; requestId: string; userId: string }>
  | Event<
      'federation.request_decided',
      { federationId: string; requestId: string; userId: string | null; accepted: boolean }
    >
  // Leagues. `at` tells a correction from the result it corrects (each is its own notice).
  | Event<
      'league.result_entered',
      { leagueId: string; fixtureId: string; enteredBy: string; corrected: boolean; at: string }
    >
  // Esports (issue 14): invitations, and tournament moments for the teams' captains.
  | Event<'esports.invited', { teamId: string; userId: string }>
  | Event<'esports.tournament_started', { tournamentId: string }>
  | Event<'esports.round_paired', { tournamentId: string; round: number }>
  | Event<'esports.match_ready', { tournamentId: string; matchId: string }>
  | Event<'esports.match_disputed', { tournamentId: string; matchId: string }>
  // Investment deals (issue 15): the target hears of new interest, the investor of the answer.
  | Event<'investment.interest', { dealId: string; investorUserId: string }>
  | Event<'investment.data_room_requested', { dealId: string; investorUserId: string }>
  | Event<'investment.data_room_answered', { dealId: string; answeredBy: string; shared: boolean }>
  // Coaching (issue 15): an offer, and a change of its status by `by` (the other side hears it).
  | Event<'coaching.offered', { coachingId: string; coachId: string }>
  | Event<'coaching.status_changed', { coachingId: string; by: string; status: string }>
  // Sponsorship deals (issue 15): a proposal, counter, answer or ending, for the other side.
  | Event<'sponsorship.changed', { dealId: string; actorId: string; action: string; at: string }>
  // People and posts.
  | Event<'player.followed', { followerId: string; followeeId: string }>
  | Event<'post.created', { postId: string; authorId: string }>
  | Event<'post.liked', { postId: string; userId: string; liked: boolean }>
  | Event<'comment.created', { postId: string; commentId: string; userId: string }>
  | Event<'comment.deleted', { postId: string; commentId: string }>
  // Chat and notifications.
  | Event<'message.created', { conversationId: string; messageId: string; senderId: string }>
  | Event<'conversation.read', { conversationId: string; userId: string; messageId: string }>
  /** Announced, not stored: only those connected at the moment hear it. */
  | Event<'conversation.typing', { conversationId: string; userId: string }>
  | Event<'notification.created', { notificationId: string; userId: string }>;

export type DomainEventType = DomainEvent['type'];

/** The event of one type, for a subscriber's parameter. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
