import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@web/components/ui/sheet';
import { useUnreadCount } from '@web/features/notifications/api/notifications';
import { MessagesDrawerLabel } from './messages-link';
import { linkClass, NAV_LINKS } from './nav-links';

/** The phone's menu: a drawer with the main links, Messages and Notifications. */
export default function NavDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Main" className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={linkClass}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
          <NavLink to="/messages" className={linkClass} onClick={() => setOpen(false)}>
            <MessagesDrawerLabel />
          </NavLink>
          <DrawerNotificationsLink onClick={() => setOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** The phone drawer's way to /notifications, with the unread count beside it. */
function DrawerNotificationsLink({ onClick }: { onClick: () => void }) {
  const unread = useUnreadCount().data?.count ?? 0;
  return (
    <NavLink to="/notifications" className={linkClass} onClick={onClick}>
      <span className="flex items-center justify-between gap-2">
        Notifications
        {unread > 0 && (
          <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-white">
            {unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </span>
    </NavLink>
  );
}
