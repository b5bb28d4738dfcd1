import {
  Download,
  Gamepad2,
  Handshake,
  Landmark,
  LogOut,
  Settings,
  Trophy,
  User,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useLogout } from '@web/features/auth/api/logout';
import { usePwa } from '@web/lib/pwa';

/**
 * Where competitions live. The top bar keeps the SPEC's four links, so leagues, federations and
 * esports are reached from here (on every screen size).
 */
const COMPETITION_LINKS = [
  { to: '/leagues', label: 'Leagues', Icon: Trophy },
  { to: '/federations', label: 'Federations', Icon: Landmark },
  { to: '/esports', label: 'Esports', Icon: Gamepad2 },
] as const;

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { install } = usePwa();
  const name = personName(user, 'Player');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label="Account menu"
        data-testid="user-menu"
      >
        <Avatar
          src={user.profileImageUrl}
          firstName={user.firstName}
          lastName={user.lastName}
          className="size-9"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/profile')}>
          <User aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <Settings aria-hidden /> Settings
        </DropdownMenuItem>
        {/* Where a captain, league admin or venue owner finds sponsors' offers (and sponsors theirs). */}
        <DropdownMenuItem onSelect={() => void navigate('/sponsorship-deals')}>
          <Handshake aria-hidden /> Sponsorship deals
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {COMPETITION_LINKS.map(({ to, label, Icon }) => (
          <DropdownMenuItem key={to} onSelect={() => void navigate(to)}>
            <Icon aria-hidden /> {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {/* Only when the browser offers to install the app (beforeinstallprompt). */}
        {install && (
          <DropdownMenuItem onSelect={() => void install()}>
            <Download aria-hidden /> Install Matchday
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
