/**
 * The pages people most often arrive on, by address, with the module of each. index.html asks
 * for the arriving page's code (and what it imports) at once, beside the app's own, instead of
 * after the app has started and checked the session: a whole round of requests sooner on a slow
 * phone network (scripts/vite-entry-preloads.ts writes the list into the page at build time).
 * "/" guesses the visitor's landing page; a signed-in user fetches the home page after it.
 * `for`: whom the page is shown to; anyone else is sent on by the app (the server renders
 * nothing of it first, src/web/entry-server.tsx).
 */
export const ENTRY_PAGES: { path: RegExp; module: string; for?: 'visitors' | 'signed-in' }[] = [
  { path: /^\/$/, module: 'src/web/features/landing/pages/landing-page.tsx' },
  { path: /^\/auth$/, module: 'src/web/features/auth/pages/auth-page.tsx', for: 'visitors' },
  { path: /^\/venues$/, module: 'src/web/features/venues/pages/venues-page.tsx' },
  { path: /^\/venues\/[^/]+$/, module: 'src/web/app/pages/venue-page.tsx' },
  {
    path: /^\/bookings$/,
    module: 'src/web/features/bookings/pages/bookings-page.tsx',
    for: 'signed-in',
  },
  {
    path: /^\/community$/,
    module: 'src/web/features/posts/pages/community-page.tsx',
    for: 'signed-in',
  },
];
