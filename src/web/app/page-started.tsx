import { useEffect } from 'react';

/**
 * A server-rendered page arrives inert (src/server/lib/web-app.ts): readable at once, but taps
 * and typing wait until the app has taken its markup over, so none is lost and no form is sent
 * by the browser itself. Rendered beside the routes, inside their Suspense boundary, so this
 * runs once the arriving page is the app's own.
 */
export function PageStarted() {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}
