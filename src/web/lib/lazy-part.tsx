import { type ComponentType, lazy } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Fetches the part's code; once it has arrived the part renders at once, without suspending. */
  load: () => Promise<unknown>;
};

/**
 * A part of the page whose code loads beside it (React.lazy inside a Suspense boundary), which
 * renders straight away once that code is here. React.lazy suspends on its first render even
 * when the code has already arrived; taking over a page the server rendered, that leaves the
 * part as server markup a moment longer than the rest, and a tap on it then is lost. `load()`
 * before taking the page over (main.tsx) avoids it.
 */
export function lazyPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= importPart().then(
      (part) => (loaded = part),
      (error: unknown) => {
        // A failed download (offline) may be tried again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((part) => ({ default: part })));
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { load });
}
