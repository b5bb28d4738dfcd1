import { CalendarDays, Users } from 'lucide-react';
import type { ConversationSummary } from '@shared/contracts/chat';
import { Avatar } from '@web/components/ui/avatar';

/** A person's face for a direct chat; a team or game symbol for a group. */
export function ConversationIcon({ conversation }: { conversation: ConversationSummary }) {
  if (conversation.kind === 'direct') {
    const other = conversation.otherUser;
    return (
      <Avatar
        src={other?.profileImageUrl}
        firstName={other?.firstName}
        lastName={other?.lastName}
      />
    );
  }
  const Icon = conversation.kind === 'team' ? Users : CalendarDays;
  const label = conversation.kind === 'team' ? 'Team chat' : 'Game chat';
  return (
    <span
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      role="img"
      aria-label={label}
    >
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
