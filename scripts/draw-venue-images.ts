/**
 * Draws the venue pictures shipped under public/images/venues: a top-down view of each kind of
 * court or pitch, by day and under floodlights, plus a clubhouse and the fallback picture. They
 * are small SVGs served by the app itself, so the product looks right offline.
 *
 *   npx tsx scripts/draw-venue-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const W = 800;
const H = 500;
const OUT = 'public/images/venues';

type Palette = {
  sky: [string, string];
  surround: string;
  line: string;
  night: boolean;
};

const DAY: Palette = {
  sky: ['#dff3e4', '#b9e2c5'],
  surround: '#5f9e6e',
  line: '#ffffff',
  night: false,
};
const NIGHT: Palette = {
  sky: ['#0b1a2e', '#14263f'],
  surround: '#1d3a2b',
  line: '#f4f7fb',
  night: true,
};

const rect = (x: number, y: number, w: number, h: number, attrs = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attrs}/>`;
const line = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}"/>`;
const circle = (cx: number, cy: number, r: number, attrs = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;

/** Lines drawn on a surface, in one group with the palette's line colour. */
const markings = (p: Palette, body: string, width = 4) =>
  `<g fill="none" stroke="${p.line}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="0.92">${body}</g>`;

/** Floodlight glows and a darker edge, for the night versions. */
function floodlights(): string {
  const glow = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="260" fill="url(#glow)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="9" fill="#fff8d6"/><circle cx="${cx}" cy="${cy}" r="18" fill="#fff8d6" fill-opacity=".35"/>`;
  return glow(30, 30) + glow(770, 30) + glow(30, 470) + glow(770, 470);
}

function scene(p: Palette, content: string, surround = p.surround): string {
  const defs =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff6c8" stop-opacity=".32"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient></defs>`;
  const ground =
    rect(0, 0, W, H, 'fill="url(#sky)"') +
    rect(30, 30, W - 60, H - 60, `rx="18" fill="${surround}"`);
  const night = p.night ? floodlights() + rect(0, 0, W, H, 'fill="url(#vignette)"') : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img">${defs}${ground}${content}${night}</svg>\n`;
}

function tennis(p: Palette, surface = p.night ? '#1f4f8a' : '#2f6fbd') {
  const x = 130;
  const y = 95;
  const w = 540;
  const h = 310;
  const alley = 38;
  const service = 135;
  const body =
    rect(x, y, w, h) +
    line(x, y + alley, x + w, y + alley) +
    line(x, y + h - alley, x + w, y + h - alley) +
    line(x + service, y + alley, x + service, y + h - alley) +
    line(x + w - service, y + alley, x + w - service, y + h - alley) +
    line(x + service, y + h / 2, x + w - service, y + h / 2) +
    line(x, y + h / 2, x + 10, y + h / 2) +
    line(x + w - 10, y + h / 2, x + w, y + h / 2);
  const net =
    `<path d="M${W / 2} ${y - 14}V${y + h + 14}" stroke="#e9eef5" stroke-width="6"/>` +
    circle(W / 2, y - 14, 6, 'fill="#cfd8e3"') +
    circle(W / 2, y + h + 14, 6, 'fill="#cfd8e3"');
  return (
    rect(x - 60, y - 45, w + 120, h + 90, `rx="10" fill="${p.night ? '#173a2c' : '#3f8d5b'}"`) +
    rect(x, y, w, h, `fill="${surface}"`) +
    markings(p, body) +
    net
  );
}

function padel(p: Palette) {
  const x = 160;
  const y = 110;
  const w = 480;
  const h = 280;
  const service = 125;
  const body =
    rect(x, y, w, h) +
    line(x + service, y, x + service, y + h) +
    line(x + w - service, y, x + w - service, y + h) +
    line(x + service, y + h / 2, x + w - service, y + h / 2);
  const glass = `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="6" fill="none" stroke="#bfe6ff" stroke-opacity=".85" stroke-width="10"/>`;
  const net = `<path d="M${W / 2} ${y - 8}V${y + h + 8}" stroke="#f0f4f8" stroke-width="6"/>`;
  return (
    rect(x, y, w, h, `fill="${p.night ? '#1d5c8f' : '#2b86c5'}"`) + markings(p, body) + glass + net
  );
}

function basketball(p: Palette) {
  const x = 110;
  const y = 100;
  const w = 580;
  const h = 300;
  const planks = Array.from(
    { length: 14 },
    (_, i) =>
      `<path d="M${x} ${y + 22 * (i + 1)}H${x + w}" stroke="#000" stroke-opacity=".06" stroke-width="2"/>`,
  ).join('');
  const key = (left: boolean) => {
    const kx = left ? x : x + w - 110;
    const arcX = left ? x + 110 : x + w - 110;
    const three = left
      ? `<path d="M${x} ${y + 28}H${x + 60}A150 150 0 0 1 ${x + 60} ${y + h - 28}H${x}"/>`
      : `<path d="M${x + w} ${y + 28}H${x + w - 60}A150 150 0 0 0 ${x + w - 60} ${y + h - 28}H${x + w}"/>`;
    return rect(kx, y + h / 2 - 48, 110, 96) + circle(arcX, y + h / 2, 48) + three;
  };
  const hoops = [x + 22, x + w - 22]
    .map((hx) => circle(hx, y + h / 2, 10, 'fill="none" stroke="#ff6a2b" stroke-width="4"'))
    .join('');
  return (
    rect(x, y, w, h, `fill="${p.night ? '#9a5a2c' : '#d7995a'}"`) +
    planks +
    circle(W / 2, y + h / 2, 48, `fill="${p.night ? '#7b3f1c' : '#c0692f'}" fill-opacity=".55"`) +
    markings(
      p,
      rect(x, y, w, h) +
        line(W / 2, y, W / 2, y + h) +
        circle(W / 2, y + h / 2, 48) +
        key(true) +
        key(false),
    ) +
    hoops
  );
}

function football(p: Palette) {
  const x = 90;
  const y = 80;
  const w = 620;
  const h = 340;
  const stripes = Array.from({ length: 10 }, (_, i) =>
    i % 2 ? rect(x + (w / 10) * i, y, w / 10, h, 'fill="#000" fill-opacity=".07"') : '',
  ).join('');
  const box = (left: boolean) => {
    const bx = left ? x : x + w - 100;
    const gx = left ? x : x + w - 36;
    const spot = left ? x + 70 : x + w - 70;
    const arc = left
      ? `<path d="M${x + 100} ${y + h / 2 - 40}A55 55 0 0 1 ${x + 100} ${y + h / 2 + 40}"/>`
      : `<path d="M${x + w - 100} ${y + h / 2 - 40}A55 55 0 0 0 ${x + w - 100} ${y + h / 2 + 40}"/>`;
    return (
      rect(bx, y + h / 2 - 100, 100, 200) +
      rect(gx, y + h / 2 - 45, 36, 90) +
      arc +
      circle(spot, y + h / 2, 2)
    );
  };
  const goals = [x - 14, x + w]
    .map((gx) =>
      rect(
        gx,
        y + h / 2 - 26,
        14,
        52,
        `fill="${p.night ? '#2d3b4f' : '#e8eef5'}" stroke="${p.line}" stroke-width="3"`,
      ),
    )
    .join('');
  const corners = [
    `<path d="M${x + 12} ${y}A12 12 0 0 1 ${x} ${y + 12}"/>`,
    `<path d="M${x + w - 12} ${y}A12 12 0 0 0 ${x + w} ${y + 12}"/>`,
    `<path d="M${x} ${y + h - 12}A12 12 0 0 1 ${x + 12} ${y + h}"/>`,
    `<path d="M${x + w} ${y + h - 12}A12 12 0 0 0 ${x + w - 12} ${y + h}"/>`,
  ].join('');
  return (
    rect(x, y, w, h, `fill="${p.night ? '#23663d' : '#3fa35f'}"`) +
    stripes +
    markings(
      p,
      rect(x, y, w, h) +
        line(W / 2, y, W / 2, y + h) +
        circle(W / 2, y + h / 2, 55) +
        circle(W / 2, y + h / 2, 2) +
        box(true) +
        box(false) +
        corners,
    ) +
    goals
  );
}

function volleyball(p: Palette, beach: boolean) {
  const x = 170;
  const y = 120;
  const w = 460;
  const h = 260;
  const surface = beach ? (p.night ? '#b59a62' : '#ecd39b') : p.night ? '#b4542a' : '#e4783f';
  const free = beach
    ? ''
    : rect(x - 45, y - 40, w + 90, h + 80, `rx="8" fill="${p.night ? '#1e4f7d' : '#2f78b7'}"`);
  const sand = beach
    ? Array.from({ length: 60 }, (_, i) =>
        circle(
          40 + ((i * 137) % 720),
          50 + ((i * 89) % 400),
          2,
          'fill="#a8874c" fill-opacity=".35"',
        ),
      ).join('')
    : '';
  const body = beach
    ? rect(x, y, w, h)
    : rect(x, y, w, h) +
      line(x + w / 2 - 77, y, x + w / 2 - 77, y + h) +
      line(x + w / 2 + 77, y, x + w / 2 + 77, y + h);
  const net =
    `<path d="M${W / 2} ${y - 26}V${y + h + 26}" stroke="${beach ? '#1b2a3a' : '#f2f5f9'}" stroke-width="6" stroke-dasharray="10 5"/>` +
    circle(W / 2, y - 26, 7, 'fill="#475569"') +
    circle(W / 2, y + h + 26, 7, 'fill="#475569"');
  return (
    free +
    rect(x, y, w, h, `fill="${surface}"`) +
    sand +
    markings({ ...p, line: beach ? '#2563eb' : p.line }, body, beach ? 6 : 4) +
    net
  );
}

function swimming(p: Palette) {
  const x = 110;
  const y = 110;
  const w = 580;
  const h = 280;
  const lanes = 8;
  const laneH = h / lanes;
  const ropes = Array.from(
    { length: lanes - 1 },
    (_, i) =>
      `<path d="M${x + 10} ${y + laneH * (i + 1)}H${x + w - 10}" stroke="${i % 2 ? '#facc15' : '#ef4444'}" stroke-width="5" stroke-dasharray="8 6"/>`,
  ).join('');
  const marks = Array.from({ length: lanes }, (_, i) => {
    const cy = y + laneH * (i + 0.5);
    return `<path d="M${x + 40} ${cy}H${x + w - 40}M${x + 40} ${cy - 10}V${cy + 10}M${x + w - 40} ${cy - 10}V${cy + 10}" stroke="#0c3a66" stroke-opacity=".55" stroke-width="5"/>`;
  }).join('');
  const ripples = Array.from(
    { length: 18 },
    (_, i) =>
      `<path d="M${x + 30 + ((i * 97) % 520)} ${y + 20 + ((i * 53) % 240)}q10 -6 20 0t20 0" stroke="#fff" stroke-opacity=".35" stroke-width="2" fill="none"/>`,
  ).join('');
  return (
    rect(x - 30, y - 30, w + 60, h + 60, `rx="14" fill="${p.night ? '#5b6676' : '#e5e7eb'}"`) +
    rect(x, y, w, h, `rx="6" fill="${p.night ? '#0e5e8f' : '#38bdf8'}"`) +
    marks +
    ropes +
    ripples
  );
}

function cricket(p: Palette) {
  const cx = W / 2;
  const cy = H / 2;
  const stripes = Array.from({ length: 8 }, (_, i) =>
    i % 2 ? rect(60 + i * 85, 40, 85, 420, 'fill="#000" fill-opacity=".06"') : '',
  ).join('');
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="340" ry="205" fill="${p.night ? '#245f39' : '#46a866'}"/>` +
    `<clipPath id="field"><ellipse cx="${cx}" cy="${cy}" rx="340" ry="205"/></clipPath><g clip-path="url(#field)">${stripes}</g>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="320" ry="190" fill="none" stroke="${p.line}" stroke-width="4" stroke-dasharray="3 9"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="150" ry="95" fill="none" stroke="${p.line}" stroke-opacity=".6" stroke-width="3" stroke-dasharray="10 8"/>` +
    rect(cx - 110, cy - 16, 220, 32, `fill="${p.night ? '#9c8a5c' : '#d9c38c'}"`) +
    markings(
      p,
      line(cx - 88, cy - 16, cx - 88, cy + 16) +
        line(cx + 88, cy - 16, cx + 88, cy + 16) +
        line(cx - 100, cy - 12, cx - 100, cy + 12) +
        line(cx + 100, cy - 12, cx + 100, cy + 12),
      3,
    ) +
    [cx - 100, cx + 100].map((sx) => rect(sx - 2, cy - 7, 4, 14, 'fill="#7c2d12"')).join('')
  );
}

function golf(p: Palette) {
  const fairway = `<path d="M400 470C260 380 250 260 330 170S520 60 560 40L620 60C600 120 470 180 430 260S470 420 520 470Z" fill="${p.night ? '#2c7a46' : '#5cc27a'}"/>`;
  const arcs = [140, 230, 320]
    .map(
      (r) =>
        `<path d="M${400 - r} 470A${r} ${r * 0.9} 0 0 1 ${400 + r} 470" fill="none" stroke="${p.line}" stroke-opacity=".55" stroke-width="3" stroke-dasharray="6 8"/>`,
    )
    .join('');
  const flag = (fx: number, fy: number, colour: string) =>
    `<path d="M${fx} ${fy}v-46" stroke="#f8fafc" stroke-width="3"/><path d="M${fx} ${fy - 46}l26 8-26 8z" fill="${colour}"/>` +
    `<ellipse cx="${fx}" cy="${fy}" rx="26" ry="12" fill="${p.night ? '#3d9a5c' : '#8fe0a5'}"/>` +
    circle(fx, fy, 3, 'fill="#0f172a"');
  const bays = Array.from({ length: 9 }, (_, i) =>
    rect(175 + i * 50, 440, 40, 30, `rx="4" fill="${p.night ? '#334155' : '#e2e8f0'}"`),
  ).join('');
  const balls = Array.from({ length: 30 }, (_, i) =>
    circle(180 + ((i * 113) % 440), 120 + ((i * 71) % 290), 3, 'fill="#ffffff"'),
  ).join('');
  return (
    fairway +
    arcs +
    balls +
    flag(300, 300, '#ef4444') +
    flag(470, 210, '#f59e0b') +
    flag(560, 110, '#3b82f6') +
    bays
  );
}

function iceRink(p: Palette) {
  const x = 110;
  const y = 100;
  const w = 580;
  const h = 300;
  const red = '#dc2626';
  const blue = '#2563eb';
  const faceoff = (fx: number, fy: number) =>
    circle(fx, fy, 34, `fill="none" stroke="${red}" stroke-width="3"`) +
    circle(fx, fy, 4, `fill="${red}"`);
  return (
    rect(x - 10, y - 10, w + 20, h + 20, `rx="90" fill="${p.night ? '#cbd5e1' : '#94a3b8'}"`) +
    rect(x, y, w, h, `rx="80" fill="${p.night ? '#e2ecf5' : '#f1f7fc'}"`) +
    `<path d="M${W / 2} ${y}V${y + h}" stroke="${red}" stroke-width="7"/>` +
    `<path d="M${x + 200} ${y}V${y + h}M${x + w - 200} ${y}V${y + h}" stroke="${blue}" stroke-width="7"/>` +
    `<path d="M${x + 45} ${y + 20}V${y + h - 20}M${x + w - 45} ${y + 20}V${y + h - 20}" stroke="${red}" stroke-width="3"/>` +
    circle(W / 2, y + h / 2, 40, `fill="none" stroke="${blue}" stroke-width="3"`) +
    faceoff(x + 110, y + 80) +
    faceoff(x + 110, y + h - 80) +
    faceoff(x + w - 110, y + 80) +
    faceoff(x + w - 110, y + h - 80) +
    `<path d="M${x + 45} ${y + h / 2 - 22}a22 22 0 0 1 0 44z" fill="#93c5fd"/><path d="M${x + w - 45} ${y + h / 2 - 22}a22 22 0 0 0 0 44z" fill="#93c5fd"/>`
  );
}

function sportsHall(p: Palette) {
  const x = 110;
  const y = 100;
  const w = 580;
  const h = 300;
  const planks = Array.from(
    { length: 20 },
    (_, i) =>
      `<path d="M${x + 29 * (i + 1)} ${y}V${y + h}" stroke="#000" stroke-opacity=".05" stroke-width="2"/>`,
  ).join('');
  const area = (left: boolean) =>
    left
      ? `<path d="M${x} ${y + 40}A110 110 0 0 1 ${x} ${y + h - 40}"/><path d="M${x} ${y + 10}A150 150 0 0 1 ${x} ${y + h - 10}" stroke-dasharray="12 10"/>`
      : `<path d="M${x + w} ${y + 40}A110 110 0 0 0 ${x + w} ${y + h - 40}"/><path d="M${x + w} ${y + 10}A150 150 0 0 0 ${x + w} ${y + h - 10}" stroke-dasharray="12 10"/>`;
  return (
    rect(x, y, w, h, `fill="${p.night ? '#a56a3a' : '#e0ad74'}"`) +
    planks +
    `<path d="M${x} ${y + 40}A110 110 0 0 1 ${x} ${y + h - 40}Z" fill="#2563eb" fill-opacity=".35"/>` +
    `<path d="M${x + w} ${y + 40}A110 110 0 0 0 ${x + w} ${y + h - 40}Z" fill="#2563eb" fill-opacity=".35"/>` +
    markings(
      p,
      rect(x, y, w, h) +
        line(W / 2, y, W / 2, y + h) +
        circle(W / 2, y + h / 2, 40) +
        area(true) +
        area(false),
    ) +
    rect(x - 16, y + h / 2 - 30, 16, 60, 'fill="#f8fafc" stroke="#dc2626" stroke-width="3"') +
    rect(x + w, y + h / 2 - 30, 16, 60, 'fill="#f8fafc" stroke="#dc2626" stroke-width="3"')
  );
}

function athletics(p: Palette) {
  const cx = W / 2;
  const cy = H / 2;
  const lanes = Array.from({ length: 7 }, (_, i) => {
    const r = 105 + i * 12;
    return `<path d="M${cx - 170} ${cy - r}H${cx + 170}A${r} ${r} 0 0 1 ${cx + 170} ${cy + r}H${cx - 170}A${r} ${r} 0 0 1 ${cx - 170} ${cy - r}Z" fill="none" stroke="${p.line}" stroke-opacity=".85" stroke-width="2"/>`;
  }).join('');
  const outer = 105 + 6 * 12 + 10;
  return (
    `<path d="M${cx - 170} ${cy - outer}H${cx + 170}A${outer} ${outer} 0 0 1 ${cx + 170} ${cy + outer}H${cx - 170}A${outer} ${outer} 0 0 1 ${cx - 170} ${cy - outer}Z" fill="${p.night ? '#8f2f22' : '#c2452f'}"/>` +
    `<path d="M${cx - 170} ${cy - 100}H${cx + 170}A100 100 0 0 1 ${cx + 170} ${cy + 100}H${cx - 170}A100 100 0 0 1 ${cx - 170} ${cy - 100}Z" fill="${p.night ? '#23663d' : '#3fa35f'}"/>` +
    lanes +
    `<path d="M${cx + 60} ${cy + 105}V${cy + outer}" stroke="#fff" stroke-width="4"/>` +
    circle(cx - 120, cy, 16, `fill="none" stroke="${p.line}" stroke-width="3"`) +
    `<path d="M${cx - 120} ${cy}L${cx - 40} ${cy - 60}M${cx - 120} ${cy}L${cx - 40} ${cy + 60}" stroke="${p.line}" stroke-opacity=".6" stroke-width="2"/>`
  );
}

function clubhouse(p: Palette): string {
  const wall = p.night ? '#334155' : '#f1f5f9';
  const glass = p.night ? '#fde68a' : '#93c5fd';
  const windows = Array.from({ length: 6 }, (_, i) =>
    rect(
      200 + i * 70,
      250,
      50,
      70,
      `rx="4" fill="${glass}" fill-opacity="${p.night ? 0.85 : 0.9}"`,
    ),
  ).join('');
  return (
    rect(30, 360, 740, 110, `fill="${p.night ? '#1f2937' : '#94a3b8'}"`) +
    `<path d="M150 200L400 120L650 200Z" fill="${p.night ? '#0f766e' : '#14b8a6'}"/>` +
    rect(170, 200, 460, 170, `fill="${wall}"`) +
    windows +
    rect(370, 300, 60, 70, `fill="${p.night ? '#0f172a' : '#475569'}"`) +
    rect(90, 290, 20, 80, 'fill="#166534"') +
    circle(100, 270, 40, 'fill="#22c55e"') +
    rect(690, 290, 20, 80, 'fill="#166534"') +
    circle(700, 270, 40, 'fill="#22c55e"') +
    Array.from({ length: 8 }, (_, i) =>
      rect(80 + i * 85, 410, 50, 8, 'fill="#f8fafc" fill-opacity=".8"'),
    ).join('')
  );
}

function fallback(): string {
  const p = DAY;
  return scene(
    { ...p, sky: ['#e2e8f0', '#cbd5e1'] },
    rect(130, 110, 540, 280, 'rx="14" fill="#94a3b8"') +
      markings(
        { ...p, line: '#f8fafc' },
        rect(170, 140, 460, 220) + line(400, 140, 400, 360) + circle(400, 250, 46),
      ) +
      circle(400, 250, 14, 'fill="#f8fafc"'),
    '#a3b1c2',
  );
}

const drawings: Record<string, (p: Palette) => string> = {
  'tennis-court': (p) => tennis(p),
  'clay-court': (p) => tennis(p, p.night ? '#8a4a2a' : '#c8643b'),
  'padel-court': padel,
  'basketball-court': basketball,
  'football-pitch': football,
  'volleyball-court': (p) => volleyball(p, false),
  'beach-volleyball': (p) => volleyball(p, true),
  'swimming-pool': swimming,
  'cricket-ground': cricket,
  'golf-range': golf,
  'ice-rink': iceRink,
  'sports-hall': sportsHall,
  'athletics-track': athletics,
  clubhouse,
};

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(drawings)) {
  writeFileSync(`${OUT}/${name}-day.svg`, scene(DAY, draw(DAY)));
  writeFileSync(`${OUT}/${name}-night.svg`, scene(NIGHT, draw(NIGHT)));
}
writeFileSync(`${OUT}/fallback.svg`, fallback());
console.log(`Drew ${Object.keys(drawings).length * 2 + 1} pictures into ${OUT}`);
