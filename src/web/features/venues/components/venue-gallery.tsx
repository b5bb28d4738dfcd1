import { useState } from 'react';
import { cn } from '@web/lib/utils';
import { VenueImage } from './venue-image';

/** The hero picture (SPEC §2, with the fallback) and thumbnails to switch between pictures. */
export function VenueGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="space-y-3">
      <div className="aspect-[16/9] overflow-hidden rounded-2xl border bg-muted sm:aspect-[16/7]">
        <VenueImage
          key={shown}
          src={shown}
          alt={`${name}, picture ${current + 1} of ${Math.max(1, images.length)}`}
          eager
        />
      </div>
      {images.length > 1 && (
        <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Pictures">
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={`Show picture ${index + 1}`}
              aria-pressed={index === current}
              className={cn(
                'h-16 w-24 shrink-0 overflow-hidden rounded-lg border-2 transition-opacity',
                index === current
                  ? 'border-primary'
                  : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <VenueImage src={src} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
