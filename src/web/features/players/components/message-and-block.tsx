import { MessageCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useBlockState, useSetBlocked } from '@web/features/chat/api/blocks';
import { useOpenConversation } from '@web/features/chat/api/conversations';

/** "Message" opens (or starts) our direct conversation; "Block" stops direct messages. */
export function MessageAndBlock({ userId, name }: { userId: string; name: string }) {
  const open = useOpenConversation();
  const { data: block } = useBlockState(userId);
  const setBlocked = useSetBlocked(userId);
  return (
    <>
      <Button
        variant="outline"
        disabled={open.isPending || block?.blockedByMe || block?.blockedMe}
        onClick={() => open.mutate({ kind: 'direct', userId })}
      >
        <MessageCircle aria-hidden /> Message<span className="sr-only"> {name}</span>
      </Button>
      {block && (
        <Button
          variant="ghost"
          disabled={setBlocked.isPending}
          onClick={() => setBlocked.mutate(!block.blockedByMe)}
        >
          {block.blockedByMe ? 'Unblock' : 'Block'}
          <span className="sr-only"> {name}</span>
        </Button>
      )}
      {block?.blockedMe && (
        <p className="w-full text-sm text-muted-foreground">
          {name} is not accepting messages from you.
        </p>
      )}
    </>
  );
}
