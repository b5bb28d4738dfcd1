import { MessageCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useOpenConversation } from '@web/features/chat/api/conversations';

/** Opens the team's chat (members only). */
export function MessageTeamButton({ teamId }: { teamId: string }) {
  const open = useOpenConversation();
  return (
    <Button
      variant="outline"
      disabled={open.isPending}
      onClick={() => open.mutate({ kind: 'team', teamId })}
    >
      <MessageCircle aria-hidden /> Message team
    </Button>
  );
}
