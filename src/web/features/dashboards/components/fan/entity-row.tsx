import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FOLLOW_ENTITY_LABELS, followHref } from '@shared/contracts/follows';
import type { FollowEntityType } from '@shared/enums';
import { Badge } from '@web/components/ui/badge';

type EntityRowProps = {
  entityType: FollowEntityType;
  entityId: string;
  name: string;
  /** The row's buttons (follow, bell, unfollow), after the name and its kind. */
  children: ReactNode;
};

/** One followable entity in a dashboard list: its name (to its page), its kind, its buttons. */
export function EntityRow({ entityType, entityId, name, children }: EntityRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2.5 first:pt-0 last:pb-0">
      <Link
        to={followHref(entityType, entityId)}
        className="min-w-0 flex-1 truncate font-medium hover:underline"
      >
        {name}
      </Link>
      <Badge variant="secondary">{FOLLOW_ENTITY_LABELS[entityType]}</Badge>
      {children}
    </li>
  );
}
