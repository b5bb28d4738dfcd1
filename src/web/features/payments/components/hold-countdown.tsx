import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';

/** "We're holding this slot for 14:32": the pending booking's hold, counting down. */
export function HoldCountdown({ until, onExpired }: { until: string; onExpired: () => void }) {
  const end = new Date(until).getTime();
  const [left, setLeft] = useState(() => end - Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const remaining = end - Date.now();
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [end, onExpired]);
  const seconds = Math.max(0, Math.floor(left / 1000));
  const shown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="flex items-center gap-2 rounded-lg bg-warning/15 px-3 py-2 text-sm">
      <Timer className="size-4 shrink-0" aria-hidden />
      <span>
        We're holding this slot for you for{' '}
        <strong className="font-mono tabular-nums">{shown}</strong>.
      </span>
    </p>
  );
}
