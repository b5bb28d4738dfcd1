import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export const CROSS_SITE_REFUSED =
  'This request came from another site and was refused. Please use Matchday itself.';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// GET/HEAD that change something: the top bar logs out by navigating here (SPEC §2).
const CHANGING_PAGES = new Set(['/api/logout']);

function changesSomething(request: FastifyRequest): boolean {
  if (CHANGING_METHODS.has(request.method)) return true;
  return CHANGING_PAGES.has(request.url.split('?')[0]!);
}

/** The app's own origin as the browser sees it (scheme and host from a trusted proxy). */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    // A request always has a protocol except one injected without a socket (tests).
    return new URL(`${request.protocol ?? 'http'}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function originOf(header: string): string | null {
  try {
    const origin = new URL(header).origin;
    // "null" (sandboxed frames, some redirects) parses to the opaque origin "null".
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether an Origin header names the app's own origin (a same-site subdomain does not). */
export function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  const own = ownOrigin(request);
  return own !== null && originOf(origin) === own;
}

/**
 * Cross-site request forgery (ASVS 3.5): a page on another site can make the browser send a
 * form or a bodiless POST here with the user's cookie (SameSite=Lax still lets top-level GETs
 * through). So every request that changes something must come from the app's own origin.
 * Browsers say where a request comes from in Sec-Fetch-Site (same-origin, or none when typed
 * in) and, for anything but GET/HEAD, in Origin; both are set by the browser and cannot be
 * forged by the page. A same-site subdomain is still another origin. Requests with neither
 * header come from programs, not pages (Stripe's webhook, scripts), and carry no ambient cookie.
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!changesSomething(request)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw refused();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isOwnOrigin(request, origin)) throw refused();
  });
}

const refused = () => new AppError(403, 'cross_site_request', CROSS_SITE_REFUSED);
