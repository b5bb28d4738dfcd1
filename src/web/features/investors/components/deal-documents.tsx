import { ExternalLink, ImageUp } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import type { DealDetail } from '@shared/contracts/investors';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { uploadImage } from '@web/lib/upload-image';
import { toast } from '@web/lib/use-toast';
import { useAddDocument } from '../api/investments';

const isImage = (url: string) => url.startsWith('/api/uploads/');

/**
 * The deal's documents: links (a term sheet in a shared drive) or images uploaded here. The
 * uploads accept images only (JPEG, PNG, WebP, GIF), so a PDF goes in as a link.
 */
export function DealDocuments({ deal }: { deal: DealDetail }) {
  const add = useAddDocument(deal.id);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const reset = () => {
    setTitle('');
    setUrl('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ title, url }, { onSuccess: reset });
  };
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const image = await uploadImage(file);
      add.mutate({ title: title || file.name, url: image.url }, { onSuccess: reset });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't upload the image",
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return (
    <div className="grid gap-4">
      {deal.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Documents">
          {deal.documents.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 rounded-md border p-3 text-sm">
              {isImage(doc.url) ? (
                <img src={doc.url} alt="" className="size-10 rounded object-cover" />
              ) : (
                <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <a
                href={doc.url}
                target="_blank"
                rel="noreferrer noopener"
                className="min-w-0 font-medium break-words hover:underline"
              >
                {doc.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="document-title">Title</Label>
          <Input
            id="document-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Term sheet"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="document-url">Link</Label>
          <Input
            id="document-url"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://…"
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" variant="outline" pending={add.isPending && !uploading}>
            Add link
          </Button>
          <Button
            type="button"
            variant="outline"
            pending={uploading}
            onClick={() => fileInput.current?.click()}
          >
            <ImageUp aria-hidden /> Upload an image
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-label="Image to upload"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </div>
      </form>
    </div>
  );
}
