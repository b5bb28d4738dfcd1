/**
 * Money on the wire is numeric text ("25.50"), in arithmetic integer cents (ARCHITECTURE rule 7).
 * Floats never carry an amount from one place to another here.
 */

const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/** "25.5" → 2550. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!MONEY_TEXT.test(text)) throw new Error(`Not an amount: ${String(amount)}`);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function isMoneyText(value: string): boolean {
  return MONEY_TEXT.test(value.trim());
}

/** 2550 → "25.50" (the wire format). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The one way money is shown (SPEC §9: $ and 2 decimals), with thousands separators:
 * "65904.5" or 65904.5 (dollars) → "$65,904.50". Anything that is not an amount shows $0.00.
 */
export function formatMoney(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '$0.00';
  try {
    return formatCents(toCents(amount));
  } catch {
    return '$0.00';
  }
}

/** 6590450 cents → "$65,904.50"; a negative amount → "-$5.00". */
export function formatCents(cents: number): string {
  const [whole = '0', fraction = '00'] = fromCents(cents).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${grouped}.${fraction}`;
}

/**
 * SPEC §9: total = hours between start and end × price per hour. In cents, rounded half up
 * (a 30-minute slot at $25.25/h is $12.63). Client and server both call this, so they agree.
 */
export function bookingTotalCents(pricePerHourCents: number, minutes: number): number {
  if (minutes <= 0) return 0;
  return Math.round((pricePerHourCents * minutes) / 60);
}
