import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * Writes the demo map's avatars (public/images/avatars/*.svg): simple drawn portraits for people
 * and crests for clubs and organisations. Run once; the output is committed and served by the app,
 * so the demo map shows faces without any image service. `npx tsx scripts/generate-map-avatars.ts`
 */
const OUT = 'public/images/avatars';

const BACKGROUNDS = [
  '#dbeafe',
  '#dcfce7',
  '#fef3c7',
  '#fce7f3',
  '#ede9fe',
  '#ffedd5',
  '#cffafe',
  '#e2e8f0',
];
const SKIN = ['#f5d0b5', '#e8b48f', '#c68863', '#a26645', '#7a4a2e', '#f1c7a1'];
const HAIR = ['#2d1b10', '#5b3a1e', '#a0632c', '#e0b45b', '#1f1f1f', '#8a8a8a'];
const SHIRTS = [
  '#16a34a',
  '#2563eb',
  '#dc2626',
  '#f59e0b',
  '#9333ea',
  '#0f766e',
  '#ea580c',
  '#334155',
];

function hairPath(style: number): string {
  switch (style % 4) {
    case 0: // short
      return 'M34 44c0-12 8-20 18-20s18 8 18 20c-4-6-10-9-18-9s-14 3-18 9z';
    case 1: // long
      return 'M32 46c0-14 9-23 20-23s20 9 20 23v20c-3 0-5-2-6-5V44c-4-5-9-7-14-7s-10 2-14 7v17c-1 3-3 5-6 5z';
    case 2: // bun
      return 'M34 44c0-12 8-20 18-20s18 8 18 20c-4-6-10-9-18-9s-14 3-18 9zM46 22a6 6 0 1 1 12 0a6 6 0 1 1-12 0z';
    default: // cap
      return 'M33 42c1-11 9-18 19-18s18 7 19 18zM66 42h12c0 3-3 4-6 4h-6z';
  }
}

function person(i: number): string {
  const bg = BACKGROUNDS[i % BACKGROUNDS.length]!;
  const skin = SKIN[(i * 5) % SKIN.length]!;
  const hair = HAIR[(i * 7) % HAIR.length]!;
  const shirt = SHIRTS[(i * 3) % SHIRTS.length]!;
  const capColor = i % 4 === 3 ? shirt : hair;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 104 104" role="img" aria-hidden="true">
  <rect width="104" height="104" rx="52" fill="${bg}"/>
  <path d="M18 104c2-20 16-32 34-32s32 12 34 32z" fill="${shirt}"/>
  <path d="M45 64h14v10c0 4-3 6-7 6s-7-2-7-6z" fill="${skin}"/>
  <ellipse cx="52" cy="48" rx="17" ry="19" fill="${skin}"/>
  <path d="${hairPath(i)}" fill="${capColor}"/>
  <circle cx="46" cy="50" r="1.8" fill="#1f2937"/>
  <circle cx="58" cy="50" r="1.8" fill="#1f2937"/>
  <path d="M47 58c3 2.5 7 2.5 10 0" fill="none" stroke="#7c2d12" stroke-width="1.8" stroke-linecap="round"/>
</svg>
`;
}

function crest(i: number): string {
  const bg = BACKGROUNDS[(i + 3) % BACKGROUNDS.length]!;
  const main = SHIRTS[i % SHIRTS.length]!;
  const accent = SHIRTS[(i + 4) % SHIRTS.length]!;
  const stripes =
    i % 2 === 0
      ? `<path d="M42 26h8v56l-8-4zM58 26h8v52l-8 4z" fill="${accent}"/>`
      : `<path d="M28 50h48v10H28z" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 104 104" role="img" aria-hidden="true">
  <rect width="104" height="104" rx="52" fill="${bg}"/>
  <path d="M28 26h48v28c0 16-10 26-24 32c-14-6-24-16-24-32z" fill="${main}"/>
  <clipPath id="c${i}"><path d="M28 26h48v28c0 16-10 26-24 32c-14-6-24-16-24-32z"/></clipPath>
  <g clip-path="url(#c${i})">${stripes}</g>
  <path d="M28 26h48v28c0 16-10 26-24 32c-14-6-24-16-24-32z" fill="none" stroke="#ffffff" stroke-width="3"/>
  <path d="M52 32l3 6 6.5 1-4.7 4.5 1.1 6.5-5.9-3.1-5.9 3.1 1.1-6.5-4.7-4.5 6.5-1z" fill="#ffffff"/>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
const pad = (n: number) => String(n).padStart(2, '0');
for (let i = 1; i <= 16; i++) writeFileSync(`${OUT}/person-${pad(i)}.svg`, person(i));
for (let i = 1; i <= 8; i++) writeFileSync(`${OUT}/crest-${pad(i)}.svg`, crest(i));
console.log(`wrote 16 portraits and 8 crests to ${OUT}`);
