import { useState } from 'react';
import { VENUE_FALLBACK_IMAGE } from '@shared/constants';
import { cn } from '@web/lib/utils';

/**
 * A venue picture that falls back to the app's own drawing when there is none or it fails to
 * load (SPEC §2: first image, else a fallback).
 */
export function VenueImage({
  src,
  alt = '',
  className,
  eager = false,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const shown = src && !failed ? src : VENUE_FALLBACK_IMAGE;
  return (
    <img
      src={shown}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      // An eager picture is the first one on screen: ahead of the page's other downloads.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      data-fallback={shown === VENUE_FALLBACK_IMAGE || undefined}
      className={cn('h-full w-full bg-muted object-cover', className)}
    />
  );
}
