// The VITE_* settings the web app reads at build time (README, configuration).
// Declaration merging needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Stripe's publishable key; when set (with STRIPE_SECRET_KEY on the server), Stripe takes payments. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface Window {
  /**
   * The arriving page's chunks that the app's entry does not import, each after the chunks it
   * imports (written by index.html's loader, scripts/vite-entry-preloads.ts).
   */
  matchdayPageModules?: string[];
}
