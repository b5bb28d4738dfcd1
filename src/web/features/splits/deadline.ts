/** "2 d 3 h", "3 h 05 min", "4 min 09 s": how long until a split's deadline, for the countdown. */
export function timeLeft(ms: number): string {
  if (ms <= 0) return 'deadline passed';
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${pad(m)} min`;
  return `${m} min ${pad(s % 60)} s`;
}
