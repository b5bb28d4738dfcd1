import { ImagePlus, Loader2, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { UPLOAD_IMAGE_TYPES } from '@shared/constants';
import { VENUE_IMAGES_MAX } from '@shared/contracts/venues';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { VenueImage } from '@web/features/venues/components/venue-image';
import { errorMessage } from '@web/lib/api-client';
import { uploadImage } from '@web/lib/upload-image';
import { toast } from '@web/lib/use-toast';

/** The drawings the app ships, for owners without photos yet. */
const DRAWINGS = [
  ['tennis-court', 'Tennis court'],
  ['clay-court', 'Clay court'],
  ['padel-court', 'Padel court'],
  ['basketball-court', 'Basketball court'],
  ['football-pitch', 'Football pitch'],
  ['volleyball-court', 'Volleyball court'],
  ['beach-volleyball', 'Beach volleyball'],
  ['swimming-pool', 'Swimming pool'],
  ['cricket-ground', 'Cricket ground'],
  ['golf-range', 'Golf range'],
  ['ice-rink', 'Ice rink'],
  ['sports-hall', 'Sports hall'],
  ['athletics-track', 'Athletics track'],
  ['clubhouse', 'Clubhouse'],
] as const;

/**
 * The venue's pictures: upload photos (the server checks type by content and size) or add one
 * of the app's drawings; the first picture is the cover.
 */
export function ImagePicker({
  images,
  onChange,
}: {
  images: string[];
  onChange: (images: string[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const full = images.length >= VENUE_IMAGES_MAX;

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      onChange([...images, uploaded.url]);
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: errorMessage(error, 'Please try another picture.'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="grid gap-3">
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Pictures">
          {images.map((src, index) => (
            <li key={src} className="overflow-hidden rounded-lg border bg-card">
              <div className="relative aspect-[16/10]">
                <VenueImage src={src} alt={`Picture ${index + 1}`} />
                {index === 0 && (
                  <span className="absolute top-1 left-1 rounded bg-background/90 px-1.5 py-0.5 text-[10px] font-semibold">
                    Cover
                  </span>
                )}
              </div>
              <div className="flex justify-between p-1">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => onChange([src, ...images.filter((i) => i !== src)])}
                  aria-label={`Make picture ${index + 1} the cover`}
                >
                  <Star aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(images.filter((i) => i !== src))}
                  aria-label={`Remove picture ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          // The button below opens it; the input itself stays out of the tab order.
          aria-label="Upload photo"
          tabIndex={-1}
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          className="sr-only"
          onChange={(e) => void upload(e.target.files)}
          disabled={full || uploading}
        />
        <Button
          type="button"
          variant="outline"
          disabled={full || uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
          Upload photo
        </Button>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-drawing`} className="text-xs text-muted-foreground">
            Or add a drawing
          </Label>
          <NativeSelect
            id={`${id}-drawing`}
            value=""
            disabled={full}
            onChange={(e) => {
              const url = `/images/venues/${e.target.value}-day.svg`;
              if (e.target.value && !images.includes(url)) onChange([...images, url]);
            }}
            className="h-9"
          >
            <option value="">Choose…</option>
            {DRAWINGS.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        JPEG, PNG, WebP or GIF up to 5 MB; up to {VENUE_IMAGES_MAX} pictures. The first one is the
        cover.
      </p>
    </div>
  );
}
