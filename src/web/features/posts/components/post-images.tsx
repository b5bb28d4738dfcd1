import { POST_IMAGES_SHOWN } from '@shared/constants';
import { cn } from '@web/lib/utils';

/** SPEC §2: one picture shown large, otherwise a grid of at most four. */
export function PostImages({ images, eager = false }: { images: string[]; eager?: boolean }) {
  const shown = images.slice(0, POST_IMAGES_SHOWN);
  if (shown.length === 0) return null;
  return (
    <ul
      className={cn('grid gap-2', shown.length > 1 && 'grid-cols-2')}
      aria-label={shown.length === 1 ? 'Photo' : `${shown.length} photos`}
      data-testid="post-images"
    >
      {shown.map((src, index) => (
        <li key={src} className={cn(shown.length === 3 && index === 0 && 'col-span-2')}>
          <a
            href={src}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-lg bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <img
              src={src}
              alt={`Photo ${index + 1} of ${shown.length}`}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager && index === 0 ? 'high' : undefined}
              // Every photo has its box before it arrives, so nothing below it moves when it
              // does (a lone photo too: its own proportions are not known until it loads).
              className={cn(
                'w-full object-cover',
                shown.length === 1
                  ? 'aspect-[4/3] max-h-[28rem]'
                  : shown.length === 3 && index === 0
                    ? 'aspect-[2/1]'
                    : 'aspect-[4/3] h-full',
              )}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
