import { Link } from 'react-router';
import type { PersonSummary } from '@shared/contracts/common';
import { Avatar } from '@web/components/ui/avatar';
import { personName } from './person-name';

/** A person in a list row: their avatar and their name, linking to their player profile. */
export function PersonLink({ person }: { person: PersonSummary }) {
  return (
    <>
      <Avatar
        src={person.profileImageUrl}
        firstName={person.firstName}
        lastName={person.lastName}
        className="size-9"
      />
      <Link
        to={`/players/${person.id}`}
        className="min-w-0 flex-1 truncate font-medium hover:underline"
      >
        {personName(person, 'Player')}
      </Link>
    </>
  );
}
