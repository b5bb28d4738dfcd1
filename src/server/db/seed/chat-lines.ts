/** What people say in the demo chats: a team's week, a game's build-up, two friends. */
export const TEAM_LINES = [
  'Training moved to 7pm on Thursday, same pitch.',
  'Who can bring the spare bibs?',
  'I can, they are in my car.',
  'Great session last night, everyone 👏',
  'Anyone up for an extra run on Sunday morning?',
  'Count me in!',
  'Reminder: subs are due by Friday.',
  'Just paid mine.',
  'Can we try the new drill from the video?',
  'Yes! Let me set it up before we start.',
  'Running 10 minutes late, start without me.',
  'New kit arrived, pick it up at training.',
  'Who is free for the friendly on the 14th?',
  'I am, but only for the second half.',
  'Ice packs are in the blue bag if anyone needs them.',
  'Good luck everyone this weekend 💪',
] as const;

export const GAME_LINES = [
  'Looking forward to this one!',
  'Is there parking near the venue?',
  'Yes, a small car park round the back.',
  'Should we split into teams beforehand?',
  'Let us just pick on the day.',
  'I will bring a ball and a pump.',
  'Forecast says dry, perfect.',
  'What time should we get there to warm up?',
  '15 minutes before should be fine.',
  'See you all there 👋',
] as const;

export const DIRECT_LINES = [
  ['Hey! Are you playing on Saturday?', 'Yes, I signed up this morning.'],
  ['Nice game last week, your serve has improved a lot.', 'Thanks! Been practising every day.'],
  ['Do you still have that spare racket?', 'I do, I can bring it along.'],
  ['Want to team up for the next tournament?', 'Absolutely, let us sign up.'],
] as const;
