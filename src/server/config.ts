import { z } from 'zod';
import { MAP_STYLES, type MapStyleId, type TileSource } from '@shared/contracts/map';
import { flag, optionalText, tilesUrl, trustProxy } from './config-values';

/**
 * The only reader of process.env (ARCHITECTURE rule 6). Every setting is documented in the README's
 * configuration table; keep the two in step.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    /** Unset: embedded PGlite under ./data/pglite. `memory://`: throwaway PGlite. `postgres://…`. */
    DATABASE_URL: z.string().optional(),
    /** PostgreSQL connections per instance. */
    DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
    /** Seed demo accounts and sample content. Default: on for the embedded database only. */
    SEED_DEMO_DATA: flag.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Behind a reverse proxy or load balancer: which of them to believe (see trustProxy). */
    TRUST_PROXY: trustProxy,
    /** Names this instance in an X-Matchday-Instance header on every answer; unset: no header. */
    INSTANCE_NAME: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .string()
        .regex(/^[\w.-]{1,64}$/, 'must be 1–64 letters, digits, dots, dashes or underscores')
        .optional(),
    ),
    /** Slow clients (slowloris): a request's headers, and the whole request, must arrive in time. */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
    /** An idle kept-alive connection closes after this; above a load balancer's own idle time. */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(72),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
    AUTH_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(50),
    AUTH_IP_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().positive().default(5),
    /** Where the built web app lives; the server serves it when the folder exists. */
    WEB_DIST_DIR: z.string().default('dist/web'),
    /**
     * End-to-end tests only: POST /api/test/splits/{id}/deadline settles one split booking as if
     * its deadline had passed (a test clock for that booking alone, so parallel tests are not
     * moved). Only with DATABASE_URL=memory://.
     */
    E2E_TEST_CLOCK: z.enum(['0', '1']).optional(),
    /** Key that signs booking check-in codes; unset: one generated once and kept in the database. */
    CHECKIN_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Stripe switches on with the secret and publishable keys; unset: the built-in test provider. */
    STRIPE_SECRET_KEY: z.string().optional(),
    VITE_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    /** Verifies Stripe webhook signatures; without it the webhook refuses events. */
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Another Stripe API address (stripe-mock, or a fake in tests), e.g. http://127.0.0.1:12111. */
    STRIPE_API_URL: z.url().optional(),
    /** Unpaid holds one player may have at once (stops one person blocking a venue's day). */
    BOOKING_MAX_PENDING_PER_USER: z.coerce.number().int().positive().default(5),
    /** How long one instance reuses a venue search answer; 0 turns the cache off. */
    VENUE_SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /** Map tiles (README "Map tiles"). Unset: the embedded offline base map only. */
    MAPBOX_ACCESS_TOKEN: optionalText,
    MAP_TILES_SATELLITE: tilesUrl,
    MAP_TILES_STREETS: tilesUrl,
    MAP_TILES_DARK: tilesUrl,
    MAP_TILES_LIGHT: tilesUrl,
    MAP_TILES_ATTRIBUTION: optionalText,
    /** Uploaded images (README "Uploads"). Unset: ./data/uploads, or a temporary folder for memory://. */
    UPLOADS_DIR: optionalText,
    /** With the keys: images go to this S3-compatible bucket instead, shared by every instance. */
    S3_BUCKET: optionalText,
    S3_ENDPOINT: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.url().optional(),
    ),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** What one user's images may add up to, and how many they may upload per window. */
    UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
    UPLOAD_RATE_MAX: z.coerce.number().int().positive().default(60),
    UPLOAD_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(60),
    /** E-mail (README "E-mail"). Unset: mails stay in the mail_outbox table, nothing is sent. */
    SMTP_URL: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .url({ error: 'must be an smtp:// or smtps:// URL' })
        .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Matchday <no-reply@matchday.local>'),
    /** Web Push (README "Push notifications"). Unset: a key pair made once and kept in the database. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** Who push services contact about this sender: a mailto: or https: URL. Default: MAIL_FROM's address. */
    VAPID_SUBJECT: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// URL')
        .optional(),
    ),
    /** More push services to accept subscriptions for, as origins (`https://push.example.com`). */
    PUSH_SERVICE_ORIGINS: optionalText,
    /** The app's public address, for links in e-mails. Default: http://localhost:PORT. */
    APP_URL: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.url().optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // A movable clock must never touch real data: only a throwaway in-memory database.
    if (env.E2E_TEST_CLOCK === '1' && env.DATABASE_URL !== 'memory://') {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_TEST_CLOCK'],
        message: 'is only allowed with DATABASE_URL=memory://',
      });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.VITE_STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_STRIPE_PUBLISHABLE_KEY'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      });
    }
    if (env.VITE_STRIPE_PUBLISHABLE_KEY && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when VITE_STRIPE_PUBLISHABLE_KEY is set',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env.S3_BUCKET && !env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_BUCKET is set' });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Sent as X-Matchday-Instance, so one can tell which instance behind a balancer answered. */
  instanceName: string | null;
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  session: { idleMs: number; absoluteMs: number };
  loginLimits: {
    perIp: { max: number; windowMs: number };
    perAccount: { max: number; windowMs: number };
  };
  webDistDir: string;
  /** Real tiles behind each map style button; null keeps the embedded offline base map. */
  mapTiles: Record<MapStyleId, TileSource | null>;
  checkinTokenSecret: string | undefined;
  /** E2E_TEST_CLOCK: a split's deadline can be passed on demand (memory:// databases only). */
  testClock: boolean;
  /** Stripe when configured, else null (the built-in test provider takes payments). */
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | undefined;
    apiUrl: string | undefined;
  } | null;
  bookings: { maxPendingPerUser: number };
  venueSearchCacheMs: number;
  uploads: UploadSettings;
  /** smtpUrl null: mails are kept in the outbox table only. */
  mail: { smtpUrl: string | null; from: string; appUrl: string };
  push: PushSettings;
};

export type PushSettings = {
  /** Configured keys; null: the pair kept in the database (made on first use). */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  subject: string;
  /** Push services accepted beyond the browsers' own (a test's fake one, a self-hosted one). */
  extraOrigins: string[];
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type UploadSettings = {
  /** The folder images are kept in (and, with S3, received in); null: a temporary folder. */
  dir: string | null;
  s3: S3Settings | null;
  quotaBytes: number;
  rate: { max: number; windowMs: number };
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function isEmbedded(databaseUrl: string | undefined): boolean {
  return !databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemoData: e.SEED_DEMO_DATA ?? isEmbedded(e.DATABASE_URL),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    instanceName: e.INSTANCE_NAME ?? null,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    session: {
      idleMs: e.SESSION_IDLE_HOURS * HOUR,
      absoluteMs: e.SESSION_ABSOLUTE_DAYS * 24 * HOUR,
    },
    loginLimits: {
      perIp: { max: e.AUTH_MAX_ATTEMPTS_PER_IP, windowMs: e.AUTH_IP_WINDOW_MINUTES * MINUTE },
      perAccount: {
        max: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        windowMs: e.LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE,
      },
    },
    webDistDir: e.WEB_DIST_DIR,
    mapTiles: mapTilesOf(e),
    checkinTokenSecret: e.CHECKIN_TOKEN_SECRET,
    testClock: e.E2E_TEST_CLOCK === '1',
    stripe:
      e.STRIPE_SECRET_KEY && e.VITE_STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.VITE_STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    bookings: { maxPendingPerUser: e.BOOKING_MAX_PENDING_PER_USER },
    venueSearchCacheMs: e.VENUE_SEARCH_CACHE_SECONDS * 1000,
    uploads: uploadsOf(e),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    },
    push: pushOf(e),
  };
}

function pushOf(e: z.infer<typeof envSchema>): PushSettings {
  // Push services want a way to reach the sender; the mail sender's address is the natural one.
  const mailAddress = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress.trim()}`,
    extraOrigins: (e.PUSH_SERVICE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}

const DEFAULT_UPLOADS_DIR = 'data/uploads';

function uploadsOf(e: z.infer<typeof envSchema>): UploadSettings {
  // A throwaway database gets throwaway images; otherwise they sit beside data/pglite.
  const dir = e.UPLOADS_DIR ?? (e.DATABASE_URL === 'memory://' ? null : DEFAULT_UPLOADS_DIR);
  return {
    dir,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    quotaBytes: Math.floor(e.UPLOAD_QUOTA_MB * 1024 * 1024),
    rate: { max: e.UPLOAD_RATE_MAX, windowMs: e.UPLOAD_RATE_WINDOW_MINUTES * MINUTE },
  };
}

/** Mapbox's own styles, as raster tiles any MapLibre map can show with a public token. */
const MAPBOX_STYLE_IDS: Record<MapStyleId, string> = {
  satellite: 'satellite-streets-v12',
  streets: 'streets-v12',
  dark: 'dark-v11',
  light: 'light-v11',
};

/**
 * Per style: MAP_TILES_<STYLE> when set (a raster template with {z}/{x}/{y}, or the URL of a
 * MapLibre style document), else Mapbox's style when MAPBOX_ACCESS_TOKEN is set, else none.
 */
function mapTilesOf(e: z.infer<typeof envSchema>): Record<MapStyleId, TileSource | null> {
  const settings: Record<MapStyleId, string | undefined> = {
    satellite: e.MAP_TILES_SATELLITE,
    streets: e.MAP_TILES_STREETS,
    dark: e.MAP_TILES_DARK,
    light: e.MAP_TILES_LIGHT,
  };
  const tiles = {} as Record<MapStyleId, TileSource | null>;
  for (const style of MAP_STYLES) {
    const value = settings[style];
    if (value) {
      const raster = ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
      tiles[style] = raster
        ? {
            type: 'raster',
            tiles: [value],
            tileSize: 256,
            attribution: e.MAP_TILES_ATTRIBUTION ?? '',
          }
        : { type: 'style', url: value };
    } else if (e.MAPBOX_ACCESS_TOKEN) {
      const token = encodeURIComponent(e.MAPBOX_ACCESS_TOKEN);
      tiles[style] = {
        type: 'raster',
        tiles: [
          `https://api.mapbox.com/styles/v1/mapbox/${MAPBOX_STYLE_IDS[style]}/tiles/512/{z}/{x}/{y}?access_token=${token}`,
        ],
        tileSize: 512,
        attribution: '© Mapbox © OpenStreetMap contributors',
      };
    } else {
      tiles[style] = null;
    }
  }
  return tiles;
}
