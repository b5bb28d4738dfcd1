import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn, initialsOf } from '@web/lib/utils';

type AvatarProps = {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Initials shown when there is no name (SPEC: U for posts). */
  fallback?: string;
  className?: string;
};

/** A round picture with the person's initials when there is none or it fails to load. */
export function Avatar({ src, firstName, lastName, fallback = 'U', className }: AvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src && (
        <AvatarPrimitive.Image
          src={src}
          alt={name}
          className="aspect-square size-full object-cover"
        />
      )}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
        aria-label={name || undefined}
      >
        {initialsOf(firstName, lastName, fallback)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
