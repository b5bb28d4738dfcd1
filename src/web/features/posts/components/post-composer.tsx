import { ImagePlus, Loader2, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { CurrentUser } from '@shared/contracts/auth';
import {
  EMPTY_POST,
  POST_MAX_IMAGES,
  POST_MAX_LENGTH,
  createPostBody,
} from '@shared/contracts/posts';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { uploadImage } from '@web/lib/upload-image';
import { toast } from '@web/lib/use-toast';
import { useCreatePost } from '../api/posts';

/**
 * SPEC §2 composer: a collapsed prompt that opens into a text box with Add Photo, Cancel and
 * Post (disabled while empty). Photos upload as soon as they are picked; the post carries
 * their addresses.
 */
export function PostComposer({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreatePost(user.id);
  const textId = useId();

  const reset = () => {
    setOpen(false);
    setContent('');
    setImages([]);
  };

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, POST_MAX_IMAGES - images.length);
    event.target.value = '';
    setUploading((n) => n + files.length);
    await Promise.all(
      files.map(async (file) => {
        try {
          const uploaded = await uploadImage(file);
          setImages((current) => [...current, uploaded.url].slice(0, POST_MAX_IMAGES));
        } catch (error) {
          toast({
            variant: 'destructive',
            title: `Couldn't add ${file.name}`,
            description: errorMessage(error, 'Please try another photo.'),
          });
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  };

  const submit = () => {
    const parsed = createPostBody.safeParse({ content, images });
    if (!parsed.success) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: parsed.error.issues[0]?.message ?? EMPTY_POST,
      });
      return;
    }
    create.mutate(parsed.data, { onSuccess: reset });
  };

  if (!open) {
    return (
      <Card className="flex items-center gap-3 p-4">
        <Avatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="flex h-11 flex-1 items-center rounded-full border bg-muted/50 px-4 text-left text-sm text-muted-foreground transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Share something with the community…
        </button>
      </Card>
    );
  }

  const busy = create.isPending || uploading > 0;
  return (
    <Card className="space-y-3 p-4">
      <label htmlFor={textId} className="sr-only">
        What's on your mind?
      </label>
      <Textarea
        id={textId}
        autoFocus
        rows={4}
        value={content}
        maxLength={POST_MAX_LENGTH}
        onChange={(event) => setContent(event.target.value)}
        placeholder="What's on your mind? A result, a game looking for players, a tip…"
      />
      {(images.length > 0 || uploading > 0) && (
        <ul className="grid grid-cols-4 gap-2" aria-label="Photos to post">
          {images.map((src, index) => (
            <li key={src} className="relative aspect-square overflow-hidden rounded-md bg-muted">
              <img src={src} alt={`Photo ${index + 1}`} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => setImages((current) => current.filter((image) => image !== src))}
                className="absolute top-1 right-1 rounded-full bg-black/60 p-1 text-white hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove photo ${index + 1}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
          {Array.from({ length: uploading }, (_, index) => (
            <li
              key={`uploading-${index}`}
              className="flex aspect-square items-center justify-center rounded-md bg-muted"
            >
              <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden />
              <span className="sr-only">Uploading photo</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hidden
          onChange={(event) => void addPhotos(event)}
          data-testid="photo-input"
        />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={images.length + uploading >= POST_MAX_IMAGES}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden /> Add Photo
        </Button>
        <span className="text-xs text-muted-foreground">
          {content.length}/{POST_MAX_LENGTH}
        </span>
        <div className="ml-auto flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={reset}
            disabled={create.isPending}
          >
            Cancel
          </Button>
          <Button
            type="button"
            size="sm"
            onClick={submit}
            disabled={!content.trim() || busy}
            pending={create.isPending}
          >
            Post
          </Button>
        </div>
      </div>
    </Card>
  );
}
