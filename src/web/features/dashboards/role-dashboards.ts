import {
  Briefcase,
  Building2,
  ChartBar,
  ChartLine,
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  Dumbbell,
  FileSearch,
  FileText,
  Gamepad2,
  Handshake,
  Heart,
  Landmark,
  type LucideIcon,
  MapPin,
  Medal,
  Megaphone,
  MessageSquare,
  Network,
  QrCode,
  Scale,
  Search,
  Shield,
  Swords,
  Target,
  Trophy,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { RoleId } from '@shared/constants';

/** Routes that exist today; a feature links to one only where it really helps with that task. */
export type FeatureHref =
  | '/venues'
  | '/players'
  | '/community'
  | '/bookings'
  | '/profile'
  | '/settings'
  | '/leagues'
  | '/esports'
  | '/dashboard/esports';

export type DashboardFeature = {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where the card leads. Without one the card is information, never a dead button. */
  href?: FeatureHref;
};

export type RoleDashboard = {
  title: string;
  description: string;
  /** SPEC §2: four feature cards per role. */
  features: readonly [DashboardFeature, DashboardFeature, DashboardFeature, DashboardFeature];
};

/**
 * The generic role dashboards (SPEC §2 route table). Player, venue, team and sponsor use theirs
 * until their own dashboards replace them.
 */
export const ROLE_DASHBOARDS: Record<RoleId, RoleDashboard> = {
  player: {
    title: 'Player Dashboard',
    description: 'Book courts, find games at your level and keep up with your sports community.',
    features: [
      {
        title: 'Find Venues',
        description: 'Search courts and pitches near you and book by the hour.',
        icon: MapPin,
        href: '/venues',
      },
      {
        title: 'Players, Games & Teams',
        description: 'Meet players at your level, join pickup games or find a team.',
        icon: Users,
        href: '/players',
      },
      {
        title: 'My Bookings',
        description: 'Your upcoming sessions, payments and check-in codes.',
        icon: CalendarCheck,
        href: '/bookings',
      },
      {
        title: 'Community',
        description: 'Share results, find partners and see what others are playing.',
        icon: MessageSquare,
        href: '/community',
      },
    ],
  },
  venue: {
    title: 'Venue Owner Dashboard',
    description: 'List your courts and pitches, take bookings and check players in.',
    features: [
      {
        title: 'Venue Directory',
        description: 'See how venues appear to players searching for a place to play.',
        icon: Building2,
        href: '/venues',
      },
      {
        title: 'Bookings & Payments',
        description: 'Hourly bookings with online card payment, confirmed instantly.',
        icon: Wallet,
      },
      {
        title: 'QR Check-in',
        description: 'Every booking carries a QR code to scan when players arrive.',
        icon: QrCode,
      },
      {
        title: 'Promote Your Venue',
        description: 'Post offers and events to the community feed.',
        icon: Megaphone,
        href: '/community',
      },
    ],
  },
  team: {
    title: 'Team Manager Dashboard',
    description: 'Run your squad: roster, training, fixtures and team chat in one place.',
    features: [
      {
        title: 'Recruit Players',
        description: 'Find players by sport, skill level and location.',
        icon: Search,
        href: '/players',
      },
      {
        title: 'Book Training',
        description: 'Reserve a court or pitch for your next session.',
        icon: Dumbbell,
        href: '/venues',
      },
      {
        title: 'Roster & Fixtures',
        description: 'Squad list, jersey numbers, positions and upcoming matches.',
        icon: ClipboardList,
      },
      {
        title: 'Team Updates',
        description: 'Share news and results with your players and fans.',
        icon: MessageSquare,
        href: '/community',
      },
    ],
  },
  league: {
    title: 'League Admin Dashboard',
    description: 'Organise seasons, schedules, standings and results for your league.',
    features: [
      {
        title: 'Seasons & Schedules',
        description: 'Create a season and generate its round-robin fixtures, home and away.',
        icon: CalendarDays,
        href: '/leagues',
      },
      {
        title: 'Standings & Results',
        description: 'Record results and keep the table up to date for every team.',
        icon: Trophy,
        href: '/leagues',
      },
      {
        title: 'Teams',
        description: 'Browse the teams that could join your next season.',
        icon: Shield,
        href: '/players',
      },
      {
        title: 'Match Venues',
        description: 'Find and book venues for fixtures and finals.',
        icon: MapPin,
        href: '/venues',
      },
    ],
  },
  federation: {
    title: 'Federation Dashboard',
    description: 'Oversee member clubs, affiliated leagues, registrations and regulations.',
    features: [
      {
        title: 'Member Clubs',
        description: 'The clubs and teams registered under your federation.',
        icon: Landmark,
      },
      {
        title: 'Affiliated Leagues',
        description: 'Leagues recognised by your federation and their seasons.',
        icon: Network,
        href: '/leagues',
      },
      {
        title: 'Rules & Regulations',
        description: 'Publish regulations, committees and certifications.',
        icon: Scale,
      },
      {
        title: 'Announcements',
        description: 'Reach players, clubs and fans through the community feed.',
        icon: Megaphone,
        href: '/community',
      },
    ],
  },
  sponsor: {
    title: 'Sponsor Dashboard',
    description: 'Find teams, leagues and events to back, and track every deal.',
    features: [
      {
        title: 'Discover Teams',
        description: 'Find teams and players whose audience matches your brand.',
        icon: Target,
        href: '/players',
      },
      {
        title: 'Deal Pipeline',
        description: 'Track deals from draft and negotiation through to renewal.',
        icon: Handshake,
      },
      {
        title: 'Venue Partnerships',
        description: 'Explore venues for naming rights and on-site activations.',
        icon: Building2,
        href: '/venues',
      },
      {
        title: 'Reach & Engagement',
        description: 'Measure the audience your sponsorships reach.',
        icon: ChartBar,
      },
    ],
  },
  fan: {
    title: 'Fan Dashboard',
    description: 'Follow your teams and players, get match updates and join the conversation.',
    features: [
      {
        title: 'Community Feed',
        description: 'Join the conversation around your favourite sports.',
        icon: MessageSquare,
        href: '/community',
      },
      {
        title: 'Teams & Players',
        description: 'Discover teams and players to follow.',
        icon: Heart,
        href: '/players',
      },
      {
        title: 'Match Updates',
        description: 'Scores, fixtures and news from the teams you follow.',
        icon: CalendarDays,
      },
      {
        title: 'Play Yourself',
        description: 'Inspired? Book a court and get a game going.',
        icon: MapPin,
        href: '/venues',
      },
    ],
  },
  esports: {
    title: 'Esports Dashboard',
    description: 'Join esports teams, enter tournaments and climb the rankings.',
    features: [
      {
        title: 'Esports Teams',
        description: 'Find a roster for your game, region and division.',
        icon: Gamepad2,
        href: '/esports',
      },
      {
        title: 'Tournaments',
        description: 'Online, offline and hybrid tournaments with prize pools.',
        icon: Swords,
        href: '/esports',
      },
      {
        title: 'Rankings',
        description: 'Win rate, MMR and tournament wins across your matches.',
        icon: Medal,
        href: '/dashboard/esports',
      },
      {
        title: 'Community',
        description: 'Find teammates and talk strategy with other players.',
        icon: MessageSquare,
        href: '/community',
      },
    ],
  },
  investor: {
    title: 'Investor Dashboard',
    description: 'Discover clubs, venues and sports startups, and manage your portfolio.',
    features: [
      {
        title: 'Venue Opportunities',
        description: 'See the venues on the platform, their pricing and ratings.',
        icon: Building2,
        href: '/venues',
      },
      {
        title: 'Teams & Clubs',
        description: 'Explore teams that could grow with investment.',
        icon: Briefcase,
        href: '/players',
      },
      {
        title: 'Portfolio',
        description: 'Active investments, valuations and returns in one view.',
        icon: ChartLine,
      },
      {
        title: 'Due Diligence',
        description: 'Keep terms, milestones and risk assessments with each deal.',
        icon: FileSearch,
      },
    ],
  },
  coach: {
    title: 'Coach Dashboard',
    description: 'Coach players and teams, plan sessions and track their progress.',
    features: [
      {
        title: 'Find Athletes',
        description: 'Meet players and teams looking for a coach.',
        icon: Search,
        href: '/players',
      },
      {
        title: 'Book Sessions',
        description: 'Reserve courts and pitches for training.',
        icon: CalendarCheck,
        href: '/venues',
      },
      {
        title: 'Training Plans',
        description: 'Plan sessions, drills and goals for each athlete.',
        icon: FileText,
      },
      {
        title: 'Coaching Profile',
        description: 'Your specialisation, sports and experience, as others see them.',
        icon: UserCog,
        href: '/profile',
      },
    ],
  },
};
