import type { SkillLevel } from '@shared/constants';

// Static sample content of the visitor's landing page (SPEC §2: featured venues, player cards and
// posts are samples, not live data). The pictures are drawings committed under
// public/images/landing, so the page loads nothing from other hosts.

export type SampleVenue = {
  id: string;
  name: string;
  sport: string;
  city: string;
  rating: number;
  reviewCount: number;
  /** Dollars per hour, as the venues list shows it. */
  pricePerHour: number;
  image: string;
  imageAlt: string;
};

export type SamplePlayer = {
  id: string;
  firstName: string;
  lastName: string;
  sport: string;
  skillLevel: SkillLevel;
  city: string;
  rating: number;
  gamesPlayed: number;
};

export type SamplePost = {
  id: string;
  firstName: string;
  lastName: string;
  /** Already phrased per the post card rule (SPEC §2), so the sample reads the same every day. */
  postedAgo: string;
  content: string;
  likesCount: number;
  commentsCount: number;
};

export const SAMPLE_VENUES: SampleVenue[] = [
  {
    id: 'downtown-hoops',
    name: 'Downtown Hoops Arena',
    sport: 'Basketball',
    city: 'Barcelona, Spain',
    rating: 4.8,
    reviewCount: 126,
    pricePerHour: 45,
    image: '/images/landing/basketball-court.svg',
    imageAlt: 'Indoor basketball court seen from above',
  },
  {
    id: 'riverside-pitch',
    name: 'Riverside Football Park',
    sport: 'Soccer',
    city: 'Manchester, United Kingdom',
    rating: 4.7,
    reviewCount: 98,
    pricePerHour: 80,
    image: '/images/landing/soccer-pitch.svg',
    imageAlt: 'Full-size football pitch seen from above',
  },
  {
    id: 'marina-tennis',
    name: 'Marina Tennis Club',
    sport: 'Tennis',
    city: 'Dubai, United Arab Emirates',
    rating: 4.9,
    reviewCount: 74,
    pricePerHour: 35,
    image: '/images/landing/tennis-court.svg',
    imageAlt: 'Hard tennis court seen from above',
  },
];

export const SAMPLE_PLAYERS: SamplePlayer[] = [
  {
    id: 'alex',
    firstName: 'Alex',
    lastName: 'Johnson',
    sport: 'Basketball',
    skillLevel: 'expert',
    city: 'Barcelona',
    rating: 4.9,
    gamesPlayed: 214,
  },
  {
    id: 'sofia',
    firstName: 'Sofia',
    lastName: 'Rossi',
    sport: 'Tennis',
    skillLevel: 'advanced',
    city: 'Milan',
    rating: 4.8,
    gamesPlayed: 132,
  },
  {
    id: 'omar',
    firstName: 'Omar',
    lastName: 'Haddad',
    sport: 'Soccer',
    skillLevel: 'intermediate',
    city: 'Doha',
    rating: 4.7,
    gamesPlayed: 87,
  },
  {
    id: 'lena',
    firstName: 'Lena',
    lastName: 'Fischer',
    sport: 'Volleyball',
    skillLevel: 'beginner',
    city: 'Berlin',
    rating: 4.6,
    gamesPlayed: 23,
  },
];

export const SAMPLE_POSTS: SamplePost[] = [
  {
    id: 'post-1',
    firstName: 'Marcus',
    lastName: 'Lee',
    postedAgo: '15 minutes ago',
    content:
      'Just booked Downtown Hoops for Saturday 6 PM. We need two more for a full run: intermediate and up, all welcome!',
    likesCount: 24,
    commentsCount: 8,
  },
  {
    id: 'post-2',
    firstName: 'Priya',
    lastName: 'Sharma',
    postedAgo: '3 hours ago',
    content:
      'Our Sunday league side finally won the derby 3-1. Thanks to everyone who came out to the Riverside pitch to support!',
    likesCount: 57,
    commentsCount: 13,
  },
  {
    id: 'post-3',
    firstName: 'Jonas',
    lastName: 'Berg',
    postedAgo: '5 hours ago',
    content:
      'Looking for a regular doubles partner at Marina Tennis Club, weekday mornings. Advanced level, friendly but competitive.',
    likesCount: 12,
    commentsCount: 5,
  },
];
