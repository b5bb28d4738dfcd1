import type { CurrentUser } from './contracts/auth';

/**
 * What passes between the server and its renderer of the entry pages (ADR 021): the server
 * (server/lib/web-app.ts) loads the build's renderer (web/entry-server.tsx) by path at run time,
 * since neither zone imports the other, and both name the same shapes from here.
 */

/** Answers a GET of the app's own API as the person asking for the page (their cookie). */
export type ApiReader = (path: string) => Promise<Response>;

/** A page rendered on the server. */
export type RenderedPage = {
  /** The markup of the app's root element. */
  html: string;
  /** The query cache the markup was rendered from, for the browser to start with (JSON). */
  state: string;
};

/** Renders the app at a URL for whoever is signed in; null: the page goes out as the shell. */
export type PageRenderer = (
  url: string,
  user: CurrentUser | null,
  api: ApiReader,
) => Promise<RenderedPage | null>;
