import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import type { CurrentUser } from '@shared/contracts/auth';
import { UPLOAD_IMAGE_TYPES } from '@shared/constants';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { useUpdateProfile } from '@web/features/auth/api/update-profile';
import { errorMessage } from '@web/lib/api-client';
import { uploadImage } from '@web/lib/upload-image';
import { toast } from '@web/lib/use-toast';

/**
 * The profile photo: uploaded like any other image (the server checks the bytes), then set as
 * the user's picture, which the top navigation's avatar shows at once.
 */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const input = useRef<HTMLInputElement>(null);
  const updateProfile = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  const busy = uploading || updateProfile.isPending;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      updateProfile.mutate({ profileImageUrl: uploaded.url });
    } catch (error) {
      toast({
        title: 'Photo not uploaded',
        description: errorMessage(error, 'Please try another image.'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar
        src={user.profileImageUrl}
        firstName={user.firstName}
        lastName={user.lastName}
        className="size-20 text-xl"
      />
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          className="sr-only"
          aria-label="Profile photo"
          tabIndex={-1}
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
        <Button
          type="button"
          variant="outline"
          pending={busy}
          onClick={() => input.current?.click()}
        >
          {!busy && <Camera aria-hidden />}
          {user.profileImageUrl ? 'Change photo' : 'Upload a photo'}
        </Button>
        {user.profileImageUrl && (
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() => updateProfile.mutate({ profileImageUrl: null })}
          >
            <Trash2 aria-hidden /> Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}
