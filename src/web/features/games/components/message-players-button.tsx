import { MessageCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useOpenConversation } from '@web/features/chat/api/conversations';

/** Opens the game's chat (its accepted players only). */
export function MessagePlayersButton({ gameId }: { gameId: string }) {
  const open = useOpenConversation();
  return (
    <Button
      variant="outline"
      className="justify-self-start"
      disabled={open.isPending}
      onClick={() => open.mutate({ kind: 'game', gameId })}
    >
      <MessageCircle aria-hidden /> Message players
    </Button>
  );
}
