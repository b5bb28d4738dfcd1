import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * How one environment variable's text becomes a setting. Read by config.ts, which stays the only
 * reader of process.env (ARCHITECTURE rule 6).
 */
export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An empty variable counts as unset. */
export const optionalText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().optional(),
);
export const tilesUrl = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z
    .string()
    .regex(
      /^https?:\/\/\S+$/,
      'must be an http(s) URL (a {z}/{x}/{y} tile template or a style URL)',
    )
    .optional(),
);

/** A single address or CIDR range (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For/-Proto to believe: none (`false`), the last N hops (`1`), or
 * the proxies' own addresses/CIDRs. `true` (believe every hop) is refused: the leftmost address
 * is whatever the client wrote, so anyone could pick their address and dodge per-address limits.
 */
export const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) || false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (value !== 'true' && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'true would let any client choose its own address; give the number of proxies in front (e.g. 1) or their addresses/CIDRs'
          : 'must be false, a number of proxy hops (e.g. 1), or comma-separated proxy addresses/CIDRs (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  });
