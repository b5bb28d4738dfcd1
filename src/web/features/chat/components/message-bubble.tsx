import { AlertCircle } from 'lucide-react';
import type { ChatMessage } from '@shared/contracts/chat';
import { Avatar } from '@web/components/ui/avatar';
import { cn } from '@web/lib/utils';
import { timeLabel } from '../chat-format';
import { MessageText } from './message-text';

type Props = {
  message: Pick<ChatMessage, 'content' | 'messageType' | 'sender'> & { createdAt?: string };
  mine: boolean;
  /** Group chats name the sender above others' messages. */
  showSender: boolean;
  /** A message still being sent, or one that failed (with its retry). */
  /** On its way, refused, or written offline and waiting for the connection (the outbox). */
  state?: 'sending' | 'failed' | 'queued';
  onRetry?: () => void;
  onDiscard?: () => void;
  seen?: boolean;
};

/** One message: mine on the right, others' on the left with their face. */
export function MessageBubble({
  message,
  mine,
  showSender,
  state,
  onRetry,
  onDiscard,
  seen,
}: Props) {
  const name = [message.sender.firstName, message.sender.lastName].filter(Boolean).join(' ');
  return (
    <li
      className={cn('flex items-end gap-2', mine ? 'justify-end' : 'justify-start')}
      data-testid="message"
      data-mine={mine}
    >
      {!mine && (
        <Avatar
          src={message.sender.profileImageUrl}
          firstName={message.sender.firstName}
          lastName={message.sender.lastName}
          className="size-8"
        />
      )}
      <div className={cn('flex max-w-[80%] flex-col', mine ? 'items-end' : 'items-start')}>
        {showSender && !mine && (
          <span className="mb-0.5 px-1 text-xs text-muted-foreground">{name || 'Someone'}</span>
        )}
        <div
          className={cn(
            'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
            mine
              ? 'rounded-br-sm bg-primary text-primary-foreground'
              : 'rounded-bl-sm bg-muted text-foreground',
            (state === 'sending' || state === 'queued') && 'opacity-70',
            state === 'failed' && 'border border-destructive',
          )}
        >
          {message.messageType === 'image' ? (
            <a href={message.content} target="_blank" rel="noopener noreferrer">
              <img
                src={message.content}
                alt={`Photo from ${mine ? 'you' : name || 'someone'}`}
                className="max-h-64 max-w-full rounded-lg object-contain"
                loading="lazy"
              />
            </a>
          ) : (
            <MessageText text={message.content} />
          )}
        </div>
        <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">
          {state === 'sending' ? (
            'Sending…'
          ) : state === 'queued' ? (
            <span className="flex items-center gap-2">
              Waiting for a connection
              <button type="button" className="underline" onClick={onDiscard}>
                Discard
              </button>
            </span>
          ) : state === 'failed' ? (
            <span className="flex items-center gap-2 text-destructive">
              <AlertCircle className="size-3" aria-hidden /> Not sent
              <button type="button" className="font-medium underline" onClick={onRetry}>
                Retry
              </button>
              <button type="button" className="underline" onClick={onDiscard}>
                Discard
              </button>
            </span>
          ) : (
            <>
              {message.createdAt && timeLabel(message.createdAt)}
              {seen && <span data-testid="seen"> · Seen</span>}
            </>
          )}
        </span>
      </div>
    </li>
  );
}
