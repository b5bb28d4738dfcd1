import { type ReactNode, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';

type FormDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** The form; it mounts on each opening, so it starts empty, and calls `close` when done. */
  children: (close: () => void) => ReactNode;
};

/** The frame of the create dialogs (a game, a team…): a button opening a form in a dialog. */
export function FormDialog({ trigger, title, description, children }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description} className="max-w-xl">
        {open && children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

type FormDialogFooterProps = { onCancel: () => void; submitLabel: string; pending: boolean };

/** Cancel and the form's submit button, at the foot of a form dialog. */
export function FormDialogFooter({ onCancel, submitLabel, pending }: FormDialogFooterProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
