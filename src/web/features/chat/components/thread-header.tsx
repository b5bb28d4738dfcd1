import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationDetail } from '@shared/contracts/chat';
import { Button } from '@web/components/ui/button';
import { useSetBlocked } from '../api/blocks';
import { ConversationIcon } from './conversation-icon';

/** Where the conversation's title leads: the team, the game, or the other person's profile. */
function pageOf(conversation: ConversationDetail): string | null {
  if (conversation.teamId) return `/teams/${conversation.teamId}`;
  if (conversation.gameId) return `/games/${conversation.gameId}`;
  if (conversation.otherUser) return `/players/${conversation.otherUser.id}`;
  return null;
}

export function ThreadHeader({
  conversation,
  typing,
}: {
  conversation: ConversationDetail;
  typing: string;
}) {
  const page = pageOf(conversation);
  return (
    <div className="flex items-center gap-2 border-b p-2 sm:p-3">
      <Button asChild variant="ghost" size="icon" className="md:hidden">
        <Link to="/messages" aria-label="Back to conversations">
          <ArrowLeft aria-hidden />
        </Link>
      </Button>
      <ConversationIcon conversation={conversation} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold">
          {page ? (
            <Link to={page} className="hover:underline">
              {conversation.title}
            </Link>
          ) : (
            conversation.title
          )}
        </h2>
        <p className="h-4 truncate text-xs text-muted-foreground" aria-live="polite">
          {typing ||
            (conversation.kind === 'team'
              ? 'Team chat'
              : conversation.kind === 'game'
                ? 'Game chat'
                : '')}
        </p>
      </div>
      {conversation.otherUser && !conversation.block.blockedMe && (
        <BlockToggle userId={conversation.otherUser.id} blocked={conversation.block.blockedByMe} />
      )}
    </div>
  );
}

export function BlockToggle({ userId, blocked }: { userId: string; blocked: boolean }) {
  const setBlocked = useSetBlocked(userId);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={setBlocked.isPending}
      onClick={() => setBlocked.mutate(!blocked)}
    >
      {blocked ? 'Unblock' : 'Block'}
    </Button>
  );
}
