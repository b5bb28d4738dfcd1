import { Camera, CameraOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';

// The Barcode Detection API is not in TypeScript's DOM library yet.
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

type State = 'idle' | 'starting' | 'scanning' | 'denied' | 'unavailable';

/** A reader of QR codes for one frame: the browser's own detector, or jsQR on a canvas. */
async function createReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass })
    .BarcodeDetector;
  const formats = Detector?.getSupportedFormats
    ? await Detector.getSupportedFormats().catch(() => [])
    : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}

/**
 * Scans a QR code with the device camera (rear camera on phones). Typing the code stays
 * possible beside it, for devices without a camera or when the light is bad.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const running = useRef(false);
  const [state, setState] = useState<State>('idle');

  const stop = useCallback(() => {
    running.current = false;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState((current) => (current === 'scanning' || current === 'starting' ? 'idle' : current));
  }, []);

  useEffect(() => stop, [stop]);

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch (error) {
      setState((error as DOMException).name === 'NotAllowedError' ? 'denied' : 'unavailable');
      return;
    }
    const element = video.current!;
    element.srcObject = stream.current;
    await element.play().catch(() => {});
    const read = await createReader();
    running.current = true;
    setState('scanning');
    const tick = async () => {
      if (!running.current) return;
      const code = await read(element).catch(() => null);
      if (code) {
        stop();
        onCode(code);
        return;
      }
      setTimeout(() => void tick(), 200);
    };
    void tick();
  }

  const active = state === 'scanning' || state === 'starting';
  return (
    <div className="space-y-3">
      <div className="relative aspect-square w-full max-w-sm overflow-hidden rounded-xl bg-black/90">
        <video
          ref={video}
          className={active ? 'h-full w-full object-cover' : 'hidden'}
          muted
          playsInline
          aria-label="Camera"
        />
        {active && (
          <div
            className="pointer-events-none absolute inset-10 rounded-lg border-4 border-white/80"
            aria-hidden
          />
        )}
        {!active && (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-white/80">
            <CameraOff className="size-8" aria-hidden />
            {state === 'denied'
              ? 'Camera access was refused. Allow it in your browser settings, or type the code.'
              : state === 'unavailable'
                ? 'No camera is available here. Type the code instead.'
                : 'Start the camera and point it at the player\u2019s QR code.'}
          </div>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {state === 'scanning' ? 'Camera on, scanning' : ''}
      </p>
      {active ? (
        <Button variant="outline" onClick={stop}>
          <CameraOff aria-hidden /> Stop camera
        </Button>
      ) : (
        <Button onClick={() => void start()}>
          <Camera aria-hidden /> Start camera
        </Button>
      )}
    </div>
  );
}
