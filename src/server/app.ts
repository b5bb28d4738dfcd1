import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME, UPLOAD_MAX_BYTES } from '@shared/constants';
import type { Config } from './config';
import type { Db } from './db/client';
import { authRoutes } from './features/auth/auth.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { coachingRoutes } from './features/coaching/coaching.routes';
import { courtsRoutes } from './features/courts/courts.routes';
import { followsRoutes } from './features/follows/follows.routes';
import { investorsRoutes } from './features/investors/investors.routes';
import { gamesRoutes } from './features/games/games.routes';
import { healthRoutes } from './features/health/health.routes';
import { esportsRoutes } from './features/esports/esports.routes';
import { leaguesRoutes } from './features/leagues/leagues.routes';
import { federationAffiliationsRoutes } from './features/federations/affiliations.routes';
import { federationsRoutes } from './features/federations/federations.routes';
import { mapRoutes } from './features/map/map.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { pushRoutes } from './features/notifications/push.routes';
import { dashboardsRoutes } from './features/dashboards/dashboards.routes';
import { playersRoutes } from './features/players/players.routes';
import { postsRoutes } from './features/posts/posts.routes';
import { sponsorsRoutes } from './features/sponsors/sponsors.routes';
import { sportsRoutes } from './features/sports/sports.routes';
import { teamLifeRoutes } from './features/teams/team-life.routes';
import { teamsRoutes } from './features/teams/teams.routes';
import { openUploadStore, type UploadStore } from './features/uploads/upload-store';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { usersRoutes } from './features/users/users.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { splitsRoutes } from './features/splits/splits.routes';
import { checkinSecret } from './features/check-in/checkin-tokens';
import { checkInRoutes } from './features/check-in/check-in.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { paymentOrdersRoutes } from './features/payments/payment-orders.routes';
import { createPaymentProviders } from './features/payments/providers';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { venueOwnerRoutes } from './features/venue-owner/venue-owner.routes';
import { venuesRoutes } from './features/venues/venues.routes';
import { createSessionStore } from './lib/auth/session-store';
import { registerSessions, sessionTokenOf } from './lib/auth/session-plugin';
import { toCurrentUser } from './features/users/users.service';
import { type Clock, systemClock } from './lib/clock';
import { registerCrossSiteGuard } from './lib/cross-site-guard';
import { registerErrorHandler } from './lib/error-handler';
import { createEventBus } from './lib/events';
import { createJobs } from './lib/jobs';
import { createRateLimiter } from './lib/rate-limit';
import { createRealtimeHub, registerRealtime } from './lib/realtime';
import type { AppDeps } from './deps';
import { registerAllEvents } from './events';
import { registerAllPayables } from './payables';
import { registerWebApp } from './lib/web-app';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The app's event bus, timers and sockets, for tests and benchmarks to drive and observe. */
    matchday: Pick<AppDeps, 'events' | 'jobs' | 'realtime'>;
  }
}

export type BuildOptions = {
  db: Db;
  config: Config;
  clock?: Clock;
  /** Where image bytes are kept; opened from the config when not given. Closed with the app. */
  uploadStore?: UploadStore;
  /** Tests pass false to keep their output clean. */
  logger?: boolean;
};

/**
 * Fastify takes addresses as they are, but treats a bare hop count as "trust nobody"; a count of
 * N trusts the peer and the N-1 forwarding entries nearest to it, so the client is the address the
 * outermost proxy saw, whatever the client itself wrote further left.
 */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The whole HTTP app without listening; main.ts listens, tests use `app.inject()`. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  uploadStore,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => randomUUID(),
    // API bodies are small JSON; POST /api/uploads has its own limit (the multipart options).
    bodyLimit: 1024 * 1024,
    // Slow clients (slowloris) hold a connection open by sending a byte now and then: headers
    // must be complete within headersMs and the whole request within requestMs, or Node answers
    // 408 and closes the connection. Node checks open connections every so often (30 s by
    // default), so the check runs at least as often as the shortest timeout.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(timeouts.headersMs, 5000),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { instanceName } = config;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (instanceName) reply.header('x-matchday-instance', instanceName);
  });
  registerErrorHandler(app);
  registerCrossSiteGuard(app);

  // Standard hardening headers (nosniff, frame and referrer policies...). The content security
  // policy goes with the web page only, built from the page and the tiles setting (web-app.ts).
  await app.register(fastifyHelmet, { contentSecurityPolicy: false });
  // API answers over 1 kB (lists, map points) go compressed at the fastest levels, since it runs
  // per request: on a 200 kB list of map points brotli 1 takes a third of brotli 4's time for a
  // 4% larger answer, gzip 1 half of gzip 6's for 9%. Built web assets are compressed once, at
  // the highest levels, at build time instead (web-app.ts).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  await app.register(fastifyCookie);
  // One file per request, read no further than the upload limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        description: 'Sign in with POST /api/login; the session cookie authorises the other calls.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const deps: AppDeps = {
    db,
    config,
    clock,
    sessions: createSessionStore(db, config.session, clock),
    limiter: createRateLimiter(db, clock),
    payments: createPaymentProviders(db, config),
    payables: registerAllPayables({
      checkinSecret: () => checkinSecret(db, config.checkinTokenSecret),
    }),
    uploadStore: uploadStore ?? (await openUploadStore(config.uploads)),
    events: createEventBus(db, app.log),
    jobs: createJobs(app.log),
    realtime: createRealtimeHub({ db, clock, log: app.log }),
  };
  app.addHook('onClose', () => deps.uploadStore.close());
  registerSessions(app, deps.sessions);
  await registerRealtime(app, deps.realtime);
  // The WebSocket library writes the handshake's answer itself, past Fastify's hooks.
  if (instanceName) {
    app.websocketServer.on('headers', (headers) =>
      headers.push(`X-Matchday-Instance: ${instanceName}`),
    );
  }
  registerAllEvents(deps);
  // While this instance's LISTEN was down it missed events: its sockets' pages refetch.
  deps.events.onReconnect(() => deps.realtime.broadcast({ type: 'resync', data: {} }));
  app.decorate('matchday', { events: deps.events, jobs: deps.jobs, realtime: deps.realtime });
  app.addHook('onReady', async () => {
    await deps.events.start();
    deps.jobs.start();
  });
  app.addHook('preClose', async () => {
    deps.jobs.stop();
    await deps.events.stop();
  });
  healthRoutes(app);
  authRoutes(app, deps);
  usersRoutes(app, deps);
  sportsRoutes(app, deps);
  uploadsRoutes(app, deps);
  mapRoutes(app, deps);
  postsRoutes(app, deps);
  playersRoutes(app, deps);
  gamesRoutes(app, deps);
  teamsRoutes(app, deps);
  teamLifeRoutes(app, deps);
  leaguesRoutes(app, deps);
  federationsRoutes(app, deps);
  federationAffiliationsRoutes(app, deps);
  esportsRoutes(app, deps);
  investorsRoutes(app, deps);
  dashboardsRoutes(app, deps);
  venuesRoutes(app, deps);
  courtsRoutes(app, deps);
  bookingsRoutes(app, deps);
  paymentsRoutes(app, deps);
  paymentOrdersRoutes(app, deps);
  splitsRoutes(app, deps);
  reviewsRoutes(app, deps);
  venueOwnerRoutes(app, deps);
  checkInRoutes(app, deps);
  notificationsRoutes(app, deps);
  pushRoutes(app, deps);
  chatRoutes(app, deps);
  followsRoutes(app, deps);
  coachingRoutes(app, deps);
  sponsorsRoutes(app, deps);

  await registerWebApp(app, config.webDistDir, Object.values(config.mapTiles), async (request) => {
    const token = sessionTokenOf(request);
    const session = token ? await deps.sessions.read(token, { cached: true }) : null;
    return session && toCurrentUser(session.user);
  });
  return app;
}
