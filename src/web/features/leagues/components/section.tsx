import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** One block of the Manage tab: a titled card. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">{title}</h2>
      </CardHeader>
      {/* One column that may shrink: a wide control never pushes the card past a phone screen. */}
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">{children}</CardContent>
    </Card>
  );
}
