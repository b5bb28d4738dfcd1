import QRCode from 'qrcode';
import { QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Booking } from '@shared/contracts/bookings';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { lastUpdated } from '@web/lib/format';
import { venueDate, venueTimeRange } from '@web/lib/venue-time';

function QrImage({ code }: { code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(code, { width: 256, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [code]);
  if (!src) return <Spinner label="Drawing the QR code" />;
  return (
    <img
      src={src}
      width={256}
      height={256}
      alt="QR code to scan at the venue"
      className="rounded-lg bg-white p-2"
      data-testid="booking-qr"
    />
  );
}

/**
 * Show QR Code: the signed check-in code as a QR to scan at the door, and as text to read out.
 * Drawn on the device, so it shows offline too; `savedAt` says how old an offline copy is.
 */
export function QrDialog({
  booking,
  savedAt = null,
}: {
  booking: Booking;
  savedAt?: string | null;
}) {
  const code = booking.qrCode;
  if (!code) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm">
          <QrCode aria-hidden /> Show QR Code
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Your check-in code"
        description={`${booking.venue.name} · ${venueDate(booking.startTime, booking.venue.timeZone)}, ${venueTimeRange(booking.startTime, booking.endTime, booking.venue.timeZone)}`}
      >
        <div className="flex flex-col items-center gap-4">
          <QrImage code={code} />
          <p className="text-center text-sm text-muted-foreground">
            Show this at the venue. If the scanner can't read it, they can type the code:
          </p>
          <code
            className="w-full rounded-md bg-muted px-3 py-2 text-center font-mono text-xs break-all select-all"
            data-testid="booking-code"
          >
            {code}
          </code>
          {savedAt && (
            <p className="text-xs text-muted-foreground" data-testid="qr-saved-at">
              Saved on this device. {lastUpdated(savedAt)}.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
