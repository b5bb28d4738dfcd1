// Sample people and words for the community seed (src/server/db/seed/community.ts). Fictional.

import type { SkillLevel } from '@shared/constants';

export type SeedPlayer = {
  firstName: string;
  lastName: string;
  city: string;
  level: SkillLevel;
  /** Sports with the player's level in each (null: their general level). */
  sports: [string, SkillLevel | null][];
};

export const SEED_PLAYERS: SeedPlayer[] = [
  {
    firstName: 'Emma',
    lastName: 'Wilson',
    city: 'London',
    level: 'intermediate',
    sports: [
      ['Tennis', null],
      ['Padel', 'beginner'],
    ],
  },
  {
    firstName: 'James',
    lastName: 'Patel',
    city: 'London',
    level: 'advanced',
    sports: [
      ['Football', null],
      ['Cricket', 'intermediate'],
    ],
  },
  {
    firstName: 'Chloe',
    lastName: 'Evans',
    city: 'London',
    level: 'intermediate',
    sports: [
      ['Tennis', 'advanced'],
      ['Swimming', null],
    ],
  },
  {
    firstName: 'Oliver',
    lastName: 'Hughes',
    city: 'London',
    level: 'beginner',
    sports: [
      ['Padel', null],
      ['Football', null],
    ],
  },
  {
    firstName: 'Amelia',
    lastName: 'Brooks',
    city: 'London',
    level: 'expert',
    sports: [
      ['Athletics', null],
      ['Cycling', 'advanced'],
    ],
  },
  {
    firstName: 'Harry',
    lastName: 'Khan',
    city: 'London',
    level: 'intermediate',
    sports: [
      ['Basketball', null],
      ['Tennis', 'beginner'],
    ],
  },
  {
    firstName: 'Isla',
    lastName: 'Murphy',
    city: 'Manchester',
    level: 'advanced',
    sports: [
      ['Football', null],
      ['Handball', 'intermediate'],
    ],
  },
  {
    firstName: 'Jack',
    lastName: 'Robinson',
    city: 'Manchester',
    level: 'intermediate',
    sports: [
      ['Tennis', null],
      ['Rugby', 'advanced'],
    ],
  },
  {
    firstName: 'Grace',
    lastName: 'Taylor',
    city: 'Birmingham',
    level: 'beginner',
    sports: [
      ['Volleyball', null],
      ['Swimming', null],
    ],
  },
  {
    firstName: 'Lucas',
    lastName: 'Martin',
    city: 'Paris',
    level: 'advanced',
    sports: [
      ['Tennis', null],
      ['Padel', 'advanced'],
    ],
  },
  {
    firstName: 'Camille',
    lastName: 'Bernard',
    city: 'Paris',
    level: 'intermediate',
    sports: [
      ['Basketball', null],
      ['Volleyball', 'beginner'],
    ],
  },
  {
    firstName: 'Hugo',
    lastName: 'Dubois',
    city: 'Lyon',
    level: 'expert',
    sports: [
      ['Football', null],
      ['Rugby', 'advanced'],
    ],
  },
  {
    firstName: 'Léa',
    lastName: 'Moreau',
    city: 'Paris',
    level: 'beginner',
    sports: [
      ['Tennis', null],
      ['Gymnastics', 'intermediate'],
    ],
  },
  {
    firstName: 'Lukas',
    lastName: 'Schneider',
    city: 'Berlin',
    level: 'advanced',
    sports: [
      ['Basketball', null],
      ['Handball', 'intermediate'],
    ],
  },
  {
    firstName: 'Mia',
    lastName: 'Fischer',
    city: 'Berlin',
    level: 'intermediate',
    sports: [
      ['Volleyball', null],
      ['Basketball', 'beginner'],
    ],
  },
  {
    firstName: 'Felix',
    lastName: 'Wagner',
    city: 'Munich',
    level: 'expert',
    sports: [
      ['Ice Hockey', null],
      ['Skiing', 'advanced'],
    ],
  },
  {
    firstName: 'Hannah',
    lastName: 'Becker',
    city: 'Hamburg',
    level: 'intermediate',
    sports: [
      ['Sailing', null],
      ['Tennis', 'intermediate'],
    ],
  },
  {
    firstName: 'Jonas',
    lastName: 'Hoffmann',
    city: 'Berlin',
    level: 'beginner',
    sports: [
      ['Football', null],
      ['Cycling', null],
    ],
  },
  {
    firstName: 'Lucía',
    lastName: 'García',
    city: 'Madrid',
    level: 'advanced',
    sports: [
      ['Padel', null],
      ['Tennis', 'intermediate'],
    ],
  },
  {
    firstName: 'Pablo',
    lastName: 'Fernández',
    city: 'Madrid',
    level: 'intermediate',
    sports: [
      ['Football', null],
      ['Padel', 'intermediate'],
    ],
  },
  {
    firstName: 'Sofía',
    lastName: 'López',
    city: 'Barcelona',
    level: 'expert',
    sports: [
      ['Volleyball', null],
      ['Swimming', 'advanced'],
    ],
  },
  {
    firstName: 'Javier',
    lastName: 'Martínez',
    city: 'Valencia',
    level: 'beginner',
    sports: [
      ['Padel', null],
      ['Cycling', 'intermediate'],
    ],
  },
  {
    firstName: 'Marco',
    lastName: 'Rossi',
    city: 'Rome',
    level: 'advanced',
    sports: [
      ['Football', null],
      ['Tennis', 'beginner'],
    ],
  },
  {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    city: 'Milan',
    level: 'intermediate',
    sports: [
      ['Volleyball', null],
      ['Athletics', null],
    ],
  },
  {
    firstName: 'Luca',
    lastName: 'Romano',
    city: 'Milan',
    level: 'expert',
    sports: [
      ['Cycling', null],
      ['Skiing', 'intermediate'],
    ],
  },
  {
    firstName: 'Chiara',
    lastName: 'Colombo',
    city: 'Rome',
    level: 'beginner',
    sports: [
      ['Tennis', null],
      ['Padel', null],
    ],
  },
  {
    firstName: 'Emre',
    lastName: 'Yılmaz',
    city: 'Istanbul',
    level: 'advanced',
    sports: [
      ['Football', null],
      ['Basketball', 'intermediate'],
    ],
  },
  {
    firstName: 'Elif',
    lastName: 'Demir',
    city: 'Istanbul',
    level: 'intermediate',
    sports: [
      ['Volleyball', 'advanced'],
      ['Tennis', null],
    ],
  },
  {
    firstName: 'Can',
    lastName: 'Şahin',
    city: 'Ankara',
    level: 'beginner',
    sports: [
      ['Wrestling', null],
      ['Football', null],
    ],
  },
  {
    firstName: 'Omar',
    lastName: 'Al Mansoori',
    city: 'Dubai',
    level: 'advanced',
    sports: [
      ['Padel', null],
      ['Football', 'intermediate'],
    ],
  },
  {
    firstName: 'Aisha',
    lastName: 'Rahman',
    city: 'Dubai',
    level: 'intermediate',
    sports: [
      ['Tennis', null],
      ['Swimming', 'advanced'],
    ],
  },
  {
    firstName: 'Yousef',
    lastName: 'Haddad',
    city: 'Abu Dhabi',
    level: 'expert',
    sports: [
      ['Equestrian', null],
      ['Golf', 'advanced'],
    ],
  },
  {
    firstName: 'Noura',
    lastName: 'Al Qasimi',
    city: 'Abu Dhabi',
    level: 'beginner',
    sports: [
      ['Padel', null],
      ['Athletics', null],
    ],
  },
  {
    firstName: 'Faisal',
    lastName: 'Al Harbi',
    city: 'Riyadh',
    level: 'advanced',
    sports: [
      ['Football', null],
      ['Esports', 'expert'],
    ],
  },
  {
    firstName: 'Sara',
    lastName: 'Al Otaibi',
    city: 'Jeddah',
    level: 'intermediate',
    sports: [
      ['Basketball', null],
      ['Swimming', null],
    ],
  },
  {
    firstName: 'Khalid',
    lastName: 'Al Thani',
    city: 'Doha',
    level: 'expert',
    sports: [
      ['Padel', null],
      ['Tennis', 'advanced'],
    ],
  },
  {
    firstName: 'Mariam',
    lastName: 'Nasser',
    city: 'Doha',
    level: 'intermediate',
    sports: [
      ['Volleyball', null],
      ['Padel', 'beginner'],
    ],
  },
  {
    firstName: 'Daan',
    lastName: 'de Vries',
    city: 'Amsterdam',
    level: 'advanced',
    sports: [
      ['Cycling', null],
      ['Football', 'intermediate'],
    ],
  },
  {
    firstName: 'Sanne',
    lastName: 'Jansen',
    city: 'Amsterdam',
    level: 'intermediate',
    sports: [
      ['Tennis', null],
      ['Sailing', null],
    ],
  },
  {
    firstName: 'Tiago',
    lastName: 'Silva',
    city: 'Lisbon',
    level: 'advanced',
    sports: [
      ['Football', null],
      ['Padel', 'intermediate'],
    ],
  },
  {
    firstName: 'Inês',
    lastName: 'Costa',
    city: 'Lisbon',
    level: 'beginner',
    sports: [
      ['Volleyball', null],
      ['Tennis', null],
    ],
  },
  {
    firstName: 'Noah',
    lastName: 'Clarke',
    city: 'London',
    level: 'advanced',
    sports: [
      ['Tennis', 'intermediate'],
      ['Football', 'beginner'],
    ],
  },
];

export const BIOS = [
  'Weekend warrior looking for regular games. Happy to travel across town for a good match.',
  'Played at university, getting back into it. Friendly games first, competitive later.',
  'Early-morning sessions are my thing. Always keen to find new training partners.',
  'Club player for ten years. I like games where everyone leaves a bit better.',
  'New to the city and looking for people to play with after work.',
  'Competitive but fair. Looking for a team that trains at least once a week.',
  'I organise pickup games most weekends. Message me if you want in.',
  'Coach by day, player by night. Always up for doubles.',
];

export const GAME_PLACES: Record<string, string[]> = {
  London: [
    'Hyde Park courts',
    'Regent’s Park pitches',
    'Islington Tennis Centre',
    'Camden sports hall',
  ],
  Manchester: ['Platt Fields Park', 'Manchester Aquatics Centre'],
  Birmingham: ['Cannon Hill Park'],
  Paris: ['Jardin du Luxembourg courts', 'Stade Charléty'],
  Lyon: ['Parc de la Tête d’Or'],
  Berlin: ['Tempelhofer Feld', 'Sportpark Prenzlauer Berg'],
  Munich: ['Olympiapark'],
  Hamburg: ['Stadtpark courts'],
  Madrid: ['Parque del Retiro', 'Club Padel Chamartín'],
  Barcelona: ['Bogatell beach courts'],
  Valencia: ['Turia Gardens'],
  Rome: ['Villa Borghese pitch'],
  Milan: ['Parco Sempione'],
  Istanbul: ['Maçka Park', 'Caddebostan beach'],
  Ankara: ['Gençlik Parkı'],
  Dubai: ['Kite Beach courts', 'Dubai Sports City'],
  'Abu Dhabi': ['Corniche courts'],
  Riyadh: ['King Fahd sports park'],
  Jeddah: ['Corniche sports club'],
  Doha: ['Aspire Park'],
  Amsterdam: ['Vondelpark courts'],
  Lisbon: ['Parque Eduardo VII'],
};

export const GAME_TITLES: Record<string, string[]> = {
  Football: ['Five-a-side after work', 'Sunday league warm-up', 'Seven-a-side pickup'],
  Tennis: ['Doubles morning', 'Singles ladder practice', 'Mixed doubles social'],
  Basketball: ['3v3 half court', 'Full court run', 'Pickup hoops'],
  Padel: ['Padel americano', 'Padel doubles', 'Beginner padel session'],
  Volleyball: ['Beach volleyball 4v4', 'Indoor volleyball social'],
  Cricket: ['Net session', 'T20 practice match'],
  Rugby: ['Touch rugby', 'Sevens training'],
  Handball: ['Handball scrimmage'],
  Cycling: ['Group ride, steady pace', 'Hill repeats'],
  Athletics: ['Track intervals', 'Park 5k tempo run'],
  Swimming: ['Open lane session'],
  'Ice Hockey': ['Drop-in ice hockey'],
  Skiing: ['Day on the slopes'],
  Sailing: ['Dinghy racing practice'],
  Gymnastics: ['Open gym session'],
  Wrestling: ['Technique sparring'],
  Equestrian: ['Trail ride'],
  Golf: ['Nine holes after work'],
  Esports: ['FIFA tournament night'],
};

export const TEAM_NAMES = [
  'Camden Smashers',
  'North London Strikers',
  'Thames Valley Volley',
  'Manchester Mavericks',
  'Paris Padel Club',
  'Berlin Ballers',
  'Bavarian Blades',
  'Madrid Matchpoint',
  'Barcelona Beach Crew',
  'Roma Calcio Amici',
  'Bosphorus United',
  'Dubai Desert Hawks',
  'Doha Padel Collective',
  'Amsterdam Riders',
  'Lisbon Lions FC',
];

export const TEAM_DESCRIPTIONS = [
  'We train twice a week and play a friendly match most weekends. New faces welcome.',
  'Competitive squad entering the local league this season. Looking for committed players.',
  'Social team: we play for fun and head out together afterwards.',
  'Mixed-ability group focused on improving together, with a coach once a month.',
];

export const POSTS = [
  'What a game tonight! Came back from 3-1 down to win 4-3 in the last minute. Legs are gone.',
  'Looking for a doubles partner for Saturday mornings. Intermediate level, happy to rally first.',
  'First time playing padel today and I am completely hooked. Who else plays around here?',
  'Reminder: bring both shirt colours on Sunday, we are splitting teams on the day.',
  'New personal best on the 5k this morning: 22:41. Consistency pays off!',
  'Anyone know a good indoor court for winter evenings? Outdoor lights go off at 8.',
  'Thanks to everyone who came out for the charity tournament. We raised enough for new kit for the juniors.',
  'Our team is looking for a goalkeeper for the new season. Training is Tuesday nights.',
  'Rain did not stop us today. Muddy, cold, and the best game of the month.',
  'Tip for beginners: warm up properly. Ten minutes of mobility saves weeks of injury.',
  'Two spots left in Thursday’s game. Join through the games tab before they go!',
  'Who is watching the final this weekend? Thinking of organising a screening after our match.',
  'Finally got my serve consistent. Months of practice with the basket of balls paid off.',
  'Beach volleyball season is back. Sand was warmer than expected.',
  'Big thanks to our captain for organising everything this season. Legend.',
  'Looking for people to join a weekly cycling group, steady pace, coffee stop guaranteed.',
  'Lost in straight sets today but learned a lot. Back on court tomorrow.',
  'Our under-12s won their first tournament! Proud coach moment.',
  'Does anyone have a spare racket I could borrow for a trial session?',
  'Started a running club on Wednesday mornings. All paces welcome, we regroup every kilometre.',
  'Booked the big court for next Friday, 7pm. Need four more to make it a proper game.',
  'Recovery day: stretching, foam roller and far too much pasta.',
  'Played my first league match as captain. Nervous, but we drew 2-2 against the top side.',
  'Shout-out to the venue staff for keeping the courts in great shape all winter.',
  'Trying to get back to my pre-injury level. Six weeks in and the knee feels solid.',
  'Anyone up for a sunrise session on the beach courts this weekend?',
  'Our mixed team needs two more players for the summer league. All levels welcome.',
  'Just hit 100 games on Matchday. Met half my friends through pickup games here.',
  'Looking for a hitting partner who likes long baseline rallies.',
  'Golden goal in extra time. I will be talking about this one for weeks.',
];

export const COMMENTS = [
  'Great result, well played!',
  'Count me in next time.',
  'I can join on Saturday if there is still space.',
  'Which court are you playing on?',
  'Love this, see you out there.',
  'Congrats! That is a huge improvement.',
  'Same here, totally hooked.',
  'Is it beginner friendly?',
  'We should organise a rematch.',
  'Thanks for sharing!',
];

export const REVIEW_COMMENTS = [
  'Great teammate, always on time.',
  'Fair player and good fun to play with.',
  'Really strong player, made the game competitive.',
  'Friendly and encouraging with newer players.',
];
