import { type ChangeEvent, useState } from 'react';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { uploadImage } from '@web/lib/upload-image';
import { toast } from '@web/lib/use-toast';

const COLOUR_LABELS = ['Main colour', 'Second colour', 'Third colour'];

type BrandFieldsProps = {
  /** Prefix of the controls' ids ("federation" → "federation-logo"). */
  idPrefix: string;
  logo: string | null;
  onLogo: (url: string) => void;
  /** Tells the form an upload is under way (its submit waits). */
  onUploading: (uploading: boolean) => void;
  coloursLegend: string;
  colours: string[];
  onColours: (colours: string[]) => void;
};

/**
 * A logo uploaded as it is chosen, and a colour picker per colour: the look of a team or a
 * federation, side by side in their edit forms.
 */
export function BrandFields(props: BrandFieldsProps) {
  const { idPrefix, logo, onLogo, onUploading, coloursLegend, colours, onColours } = props;
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    onUploading(true);
    try {
      onLogo((await uploadImage(file)).url);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't upload the logo",
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-logo`} label="Logo" hint={logo ? 'Uploaded' : 'An image file'}>
        {(field) => (
          <Input
            {...field}
            type="file"
            accept="image/*"
            disabled={uploading}
            onChange={(event) => void onFile(event)}
          />
        )}
      </FormField>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{coloursLegend}</legend>
        <div className="flex gap-3">
          {colours.map((colour, index) => (
            <input
              key={index}
              type="color"
              aria-label={COLOUR_LABELS[index]}
              value={colour}
              className="h-9 w-14 cursor-pointer rounded border"
              onChange={(event) =>
                onColours(colours.map((c, i) => (i === index ? event.target.value : c)))
              }
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
