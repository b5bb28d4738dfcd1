import { ImagePlus, Send } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '@shared/contracts/chat';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useRealtimeSend } from '@web/lib/realtime';
import { uploadImage } from '@web/lib/upload-image';
import { toast } from '@web/lib/use-toast';

/** Others hear "is typing" at most this often while someone types. */
const TYPING_EVERY_MS = 3000;

type Props = {
  conversationId: string;
  onSend: (body: { content: string; messageType: 'text' | 'image' }) => void;
};

/** Enter sends, Shift+Enter starts a new line; a photo goes through the uploads API first. */
export function Composer({ conversationId, onSend }: Props) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const realtimeSend = useRealtimeSend();

  const submit = () => {
    const content = text.trim();
    if (!content) return;
    onSend({ content, messageType: 'text' });
    setText('');
    lastTyping.current = 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      realtimeSend({ type: 'typing', data: { conversationId } });
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadImage(file);
      onSend({ content: image.url, messageType: 'image' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't upload the photo",
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t p-2 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="hidden"
        aria-label="Photo to send"
        onChange={(event) => void attach(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Attach a photo"
        disabled={uploading}
        onClick={() => fileInput.current?.click()}
      >
        <ImagePlus aria-hidden />
      </Button>
      <Textarea
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={uploading ? 'Uploading photo…' : 'Write a message'}
        aria-label="Message"
        rows={Math.min(5, text.split('\n').length)}
        maxLength={MESSAGE_MAX_LENGTH}
        className="h-auto max-h-40 min-h-10 flex-1 resize-none"
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={!text.trim()}>
        <Send aria-hidden />
      </Button>
    </form>
  );
}
