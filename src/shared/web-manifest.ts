/**
 * What the installed app is called and how it looks (the web app manifest, built by
 * vite-plugin-pwa from this), and the bar colour of each theme, which the page keeps in step
 * with the theme the person picked (lib/theme.tsx).
 */
export const THEME_COLORS = { light: '#0f9d58', dark: '#0a1016' } as const;

/** The page backgrounds of the two themes (styles.css --background), for the splash screen. */
const BACKGROUND_LIGHT = '#f8fbf9';

export const WEB_MANIFEST = {
  id: '/',
  name: 'Matchday',
  short_name: 'Matchday',
  description:
    'Book courts and pitches by the hour, find players, games and teams, and follow your sports community.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: THEME_COLORS.light,
  background_color: BACKGROUND_LIGHT,
  categories: ['sports', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Find Venues', url: '/venues', description: 'Search courts and pitches near you' },
    { name: 'My Bookings', url: '/bookings', description: 'Your bookings and check-in codes' },
    { name: 'Messages', url: '/messages', description: 'Your conversations' },
  ].map((shortcut) => ({
    ...shortcut,
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  })),
};
