// Apart from styles.ts so the map's first picture (map-preview.tsx) takes the colours alone.

/** The embedded map's looks: a light one, a dark one, and a streets-like political one. */
export type OfflineLook = 'light' | 'dark' | 'streets';

type Palette = {
  water: string;
  land: string[];
  border: string;
  coast: string;
  label: string;
  halo: string;
  city: string;
};

export const PALETTES: Record<OfflineLook, Palette> = {
  light: {
    water: '#dce8f2',
    land: ['#fafaf7', '#f7f6f2', '#fbfaf6', '#f6f6f1', '#f9f8f4'],
    border: '#c4c9d1',
    coast: '#b6c7d6',
    label: '#55606e',
    halo: '#ffffff',
    city: '#6b7280',
  },
  dark: {
    water: '#0d1522',
    land: ['#1f2735', '#222a38', '#1d2533', '#212937', '#20283a'],
    border: '#4b5567',
    coast: '#33415a',
    label: '#cbd5e1',
    halo: '#0d1522',
    city: '#94a3b8',
  },
  streets: {
    water: '#aad3df',
    land: ['#f2efe9', '#efe9dc', '#f3ecdf', '#ece9e0', '#f0ebe3'],
    border: '#9e8bb5',
    coast: '#8fb8c8',
    label: '#3b3f46',
    halo: '#ffffff',
    city: '#4b5563',
  },
};
