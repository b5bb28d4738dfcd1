import { BriefcaseBusiness, KanbanSquare, LineChart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

const LINKS = [
  { to: '/investments', label: 'Pipeline', icon: KanbanSquare },
  { to: '/investments/portfolio', label: 'Portfolio', icon: LineChart },
  { to: '/investments/profile', label: 'Investor profile', icon: UserRound },
  { to: '/dashboard/investor', label: 'Dashboard', icon: BriefcaseBusiness },
];

/** The investor's pages, linked from each other's header (the current one left out). */
export function InvestorLinks({ current }: { current: string }) {
  return (
    <>
      {LINKS.filter((link) => link.to !== current).map(({ to, label, icon: Icon }) => (
        <Button key={to} asChild variant="outline">
          <Link to={to}>
            <Icon aria-hidden /> {label}
          </Link>
        </Button>
      ))}
    </>
  );
}
