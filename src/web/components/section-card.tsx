import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** A card's title: the h2 every titled card of a page uses. */
export function CardHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="leading-none font-semibold tracking-tight">{children}</h2>;
}

/** One block of a page: a titled card (league management, deal pages, dashboards). */
export function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardHeading>{title}</CardHeading>
      </CardHeader>
      {/* One column that may shrink: a wide control never pushes the card past a phone screen. */}
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">{children}</CardContent>
    </Card>
  );
}
