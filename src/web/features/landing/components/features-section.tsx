import {
  CalendarClock,
  CreditCard,
  type LucideIcon,
  MessagesSquare,
  Smartphone,
  Sparkles,
  Star,
  Users,
  Zap,
} from 'lucide-react';
import { LandingSection } from './landing-section';

type Feature = { title: string; description: string; icon: LucideIcon };

/** The marketing claims of SPEC §1, one tile each. */
const FEATURES: Feature[] = [
  {
    title: 'Smart Matching',
    description: 'Get matched with players by skill level and availability, not by luck.',
    icon: Sparkles,
  },
  {
    title: 'Flexible Scheduling',
    description: 'Book by the hour at times that suit you, from early mornings to late nights.',
    icon: CalendarClock,
  },
  {
    title: 'Skill-Based Groups',
    description: 'Join groups and games where everyone plays at a similar level.',
    icon: Users,
  },
  {
    title: 'Real-Time Availability',
    description: 'See open slots as they are and get instant confirmation when you book.',
    icon: Zap,
  },
  {
    title: 'Secure Payments',
    description: 'Pay safely by card, and split the cost with your group in a tap.',
    icon: CreditCard,
  },
  {
    title: 'Team Chat',
    description: 'Plan games, share line-ups and celebrate wins in your team chat.',
    icon: MessagesSquare,
  },
  {
    title: 'Reviews & Ratings',
    description: 'Choose venues and players with confidence, guided by honest reviews.',
    icon: Star,
  },
  {
    title: 'Mobile Ready',
    description: 'Install it on your phone as an app (PWA) and take your game everywhere.',
    icon: Smartphone,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      eyebrow="Features"
      title="Everything you need to play more"
      description="From finding a game to paying for the court, the whole journey in one app."
    >
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="flex gap-4 sm:flex-col">
            <span
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm"
              aria-hidden
            >
              <Icon className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
