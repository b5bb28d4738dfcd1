import type { DomainEventOf, DomainEventType } from '@shared/events';
import type { Db } from '@server/db/client';
import type { AppDeps } from '@server/deps';
import {
  bookingCancelled,
  bookingConfirmed,
  bookingRefunded,
  paymentFailed,
} from './booking-notices';
import { chatMessageNotices, type MembersOf } from './chat-notices';
import {
  gameCancelled,
  gameJoined,
  gameLeft,
  gamePromoted,
  gameRequestDecided,
  gameRequested,
} from './game-notices';
import {
  coachingOffered,
  coachingSessionConfirmed,
  coachingStatusChanged,
} from './coaching-notices';
import { federationRequestDecided, federationRequested } from './federation-notices';
import { leagueResultEntered } from './league-notices';
import { sponsorshipChanged } from './sponsorship-notices';
import {
  investmentDataRoomAnswered,
  investmentDataRoomRequested,
  investmentInterest,
} from './investment-notices';
import {
  esportsInvited,
  esportsMatchDisputed,
  esportsMatchReady,
  esportsRoundPaired,
  esportsTournamentStarted,
} from './esports-notices';
import { createMailer, sendQueuedMail } from './mailer';
import { getNotification } from './notifications.service';
import { notify, type NotificationInput, type NotifyDeps } from './notify';
import { pushNotification } from './push-sender';
import { sendBookingReminders } from './reminders';
import { sendSplitReminders, splitShareTaken } from './split-notices';
import { sendTeamEventReminders, teamDueRequested, teamEventCreated } from './team-life-notices';
import {
  commentCreated,
  playerFollowed,
  postLiked,
  teamRequestDecided,
  teamRequested,
} from './social-notices';

const REMINDERS_EVERY_MS = 5 * 60_000;
const MAIL_EVERY_MS = 15_000;

type Notices<T extends DomainEventType> = (
  db: Db,
  event: DomainEventOf<T>,
) => Promise<NotificationInput[]>;

export type NotificationsOptions = {
  /** The members of a chat conversation; without it chat messages make no notifications. */
  membersOf?: MembersOf;
};

/**
 * Notifications are subscribers (ARCHITECTURE rule 13): each event that concerns someone else
 * becomes a notification and/or an e-mail, once per event across all instances (`on`), and every
 * instance pushes a new notification to the sockets it holds.
 */
export function registerNotificationsEvents(deps: AppDeps, options: NotificationsOptions = {}) {
  const { db, events, jobs, realtime, clock, config } = deps;
  const notifyDeps: NotifyDeps = { db, appUrl: config.mail.appUrl };

  const subscribe = <T extends DomainEventType>(type: T, notices: Notices<T>) => {
    events.on(type, async (event) => {
      for (const input of await notices(db, event)) await notify(notifyDeps, input);
    });
  };

  subscribe('booking.confirmed', bookingConfirmed);
  subscribe('booking.cancelled', bookingCancelled);
  subscribe('booking.refunded', bookingRefunded);
  subscribe('payment.failed', paymentFailed);
  subscribe('split.share_taken', splitShareTaken);
  subscribe('game.joined', gameJoined);
  subscribe('game.left', gameLeft);
  subscribe('game.cancelled', gameCancelled);
  subscribe('game.promoted', gamePromoted);
  subscribe('game.requested', gameRequested);
  subscribe('game.request_decided', gameRequestDecided);
  subscribe('team.requested', teamRequested);
  subscribe('team.request_decided', teamRequestDecided);
  subscribe('team.event_created', teamEventCreated);
  subscribe('team.due_requested', teamDueRequested);
  subscribe('federation.requested', federationRequested);
  subscribe('federation.request_decided', federationRequestDecided);
  subscribe('league.result_entered', leagueResultEntered);
  subscribe('investment.interest', investmentInterest);
  subscribe('investment.data_room_requested', investmentDataRoomRequested);
  subscribe('investment.data_room_answered', investmentDataRoomAnswered);
  subscribe('coaching.offered', coachingOffered);
  subscribe('coaching.status_changed', coachingStatusChanged);
  subscribe('booking.confirmed', coachingSessionConfirmed);
  subscribe('sponsorship.changed', sponsorshipChanged);
  subscribe('player.followed', playerFollowed);
  subscribe('post.liked', postLiked);
  subscribe('comment.created', commentCreated);
  subscribe('esports.invited', esportsInvited);
  subscribe('esports.tournament_started', esportsTournamentStarted);
  subscribe('esports.round_paired', esportsRoundPaired);
  subscribe('esports.match_ready', esportsMatchReady);
  subscribe('esports.match_disputed', esportsMatchDisputed);
  const { membersOf } = options;
  if (membersOf) {
    subscribe('message.created', (db, event) =>
      chatMessageNotices(db, event, membersOf, (userId) => realtime.isOnline(userId)),
    );
  }

  events.onEveryInstance('notification.created', async ({ data }) => {
    if (!realtime.hasLocalSocket(data.userId)) return;
    const notification = await getNotification(db, data.notificationId);
    if (notification)
      realtime.sendToUsers([data.userId], { type: 'notification.created', data: notification });
  });

  // Web Push once per notification across instances (`on`), after the commit that made it: the
  // request that caused it never waits for a push service, nor fails with one.
  events.on('notification.created', async ({ data }) => {
    const pushDeps = { db, settings: config.push, now: () => clock.now() };
    const { failed } = await pushNotification(pushDeps, data.notificationId);
    if (failed.length > 0) throw new Error(`web push failed: ${failed.join('; ')}`);
  });

  jobs.every('booking reminders', REMINDERS_EVERY_MS, () =>
    sendBookingReminders(notifyDeps, clock.now()),
  );
  jobs.every('split reminders', REMINDERS_EVERY_MS, () =>
    sendSplitReminders(notifyDeps, clock.now()),
  );
  jobs.every('team event reminders', REMINDERS_EVERY_MS, () =>
    sendTeamEventReminders(notifyDeps, clock.now()),
  );
  const mailer = createMailer(config.mail);
  if (mailer) jobs.every('send mail', MAIL_EVERY_MS, () => sendQueuedMail(db, mailer));
}
