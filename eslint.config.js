// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The three zones (ARCHITECTURE "Layout"): web and server never import each other. */
const zones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'shared code is isomorphic: it imports neither server nor web code.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'the server never imports web code; share it through src/shared.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'the web app never imports server code; share it through src/shared.',
  },
  {
    target: './src/server/lib',
    from: ['./src/server/features', './src/server/deps.ts', './src/server/events.ts'],
    message:
      'lib/ is plumbing every feature uses: it imports no feature. React to what happens in a feature with an event (ADR 009).',
  },
];

/**
 * Web features meet through their front doors (ARCHITECTURE rule 12, ADR 007). Each feature lists
 * the features it may use; it reaches them only through their `api/` folder and the few
 * components below that are shared on purpose. Uses run one way: the graph must stay acyclic, so
 * declaring a use back (a two-way import) stops the lint run. A screen that needs two features
 * that cannot see each other is composed in src/web/app (app/pages), which may import anything.
 */
/** @type {Record<string, string[]>} */
const FEATURE_USES = {
  auth: [],
  sports: [],
  map: [],
  roles: ['auth'],
  posts: ['auth'],
  users: ['auth', 'notifications', 'roles', 'sports'],
  notifications: [],
  follows: ['auth'],
  landing: ['map', 'roles'],
  venues: ['sports'],
  reviews: ['venues'],
  splits: ['auth', 'players'],
  bookings: ['auth', 'reviews', 'splits', 'venues'],
  payments: ['bookings', 'venues'],
  chat: ['auth'],
  games: ['auth', 'chat', 'players', 'posts', 'sports', 'venues'],
  teams: ['auth', 'chat', 'follows', 'games', 'sports'],
  leagues: ['auth', 'follows', 'sports', 'teams'],
  federations: ['auth', 'follows', 'leagues', 'sports', 'teams'],
  esports: ['auth', 'follows', 'players'],
  players: ['auth', 'chat', 'posts', 'sports'],
  'venue-owner': ['bookings', 'sports', 'venues'],
  'check-in': ['bookings', 'venue-owner'],
  investors: [],
  sponsors: ['auth', 'follows', 'sports'],
  dashboards: ['auth', 'bookings', 'follows', 'games', 'posts', 'roles', 'venue-owner', 'venues'],
  coaching: ['dashboards', 'sports', 'venues'],
};

/**
 * Files besides `api/` that other features may import: each is shown as-is elsewhere.
 * @type {Record<string, string[]>}
 */
const SHARED_ACROSS_FEATURES = {
  venues: ['components/venue-image.tsx', 'components/rating.tsx'],
  bookings: ['components/status-badges.tsx'],
  reviews: ['components/review-dialog.tsx'],
  // A split booking's shares and the split form, shown on My Bookings' cards.
  splits: [
    'components/shares-panel.tsx',
    'components/split-dialog.tsx',
    'components/my-shares.tsx',
    'components/split-choice.tsx',
  ],
  follows: ['components/follow-button.tsx'],
  posts: ['components/post-list.tsx'],
  games: ['format.ts', 'components/venue-picker.tsx'],
  dashboards: ['month-label.ts'],
  leagues: ['components/standings-table.tsx', 'components/team-picker.tsx'],
  roles: ['roles.ts'],
  map: ['lazy-live-map.tsx'],
  'venue-owner': [
    'components/my-venues-tab.tsx',
    'components/bookings-tab.tsx',
    'components/calendar-tab.tsx',
  ],
};

/**
 * Throws on a feature folder nobody declared, a use of an unknown feature, or a cycle.
 * @param {Record<string, string[]>} uses
 * @param {string[]} folders
 */
function checkFeatureGraph(uses, folders) {
  const declared = Object.keys(uses);
  for (const folder of folders) {
    if (!declared.includes(folder)) {
      throw new Error(`eslint.config.js: declare src/web/features/${folder} in FEATURE_USES`);
    }
  }
  for (const [feature, used] of Object.entries(uses)) {
    for (const other of used) {
      if (!declared.includes(other))
        throw new Error(`FEATURE_USES: ${feature} uses unknown ${other}`);
    }
  }
  /** @type {Map<string, 'visiting' | 'done'>} */
  const state = new Map();
  /** @type {(feature: string, path: string[]) => void} */
  const visit = (feature, path) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(feature)), feature].join(' → ');
      throw new Error(`FEATURE_USES has a cycle (features must meet one way): ${cycle}`);
    }
    state.set(feature, 'visiting');
    for (const other of uses[feature]) visit(other, [...path, feature]);
    state.set(feature, 'done');
  };
  for (const feature of declared) visit(feature, []);
}

const featureFolders = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
checkFeatureGraph(FEATURE_USES, featureFolders);

const featureZones = Object.entries(FEATURE_USES).flatMap(([feature, used]) =>
  Object.keys(FEATURE_USES)
    .filter((other) => other !== feature)
    .map((other) =>
      used.includes(other)
        ? {
            target: `./src/web/features/${feature}`,
            from: `./src/web/features/${other}`,
            except: ['./api', ...(SHARED_ACROSS_FEATURES[other] ?? []).map((file) => `./${file}`)],
            message: `${feature} uses ${other} only through ${other}/api/ and the components shared on purpose (SHARED_ACROSS_FEATURES).`,
          }
        : {
            target: `./src/web/features/${feature}`,
            from: `./src/web/features/${other}`,
            message: `${feature} does not use ${other} (FEATURE_USES in eslint.config.js). Features meet one way only; compose screens needing both in src/web/app.`,
          },
    ),
);

/** Shared web code sits below every feature and the app. */
const webSharedZones = ['./src/web/lib', './src/web/components'].map((target) => ({
  target,
  from: ['./src/web/features', './src/web/app'],
  message: 'lib/ and components/ are shared by every feature: they import no feature or app code.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.node.json',
            'tsconfig.web.json',
            'tsconfig.e2e.json',
            'tsconfig.sw.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones, ...webSharedZones] },
      ],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Fastify handlers and hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read JSON answers (`any`) and assert on them; the assertions are the type check.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'src/server/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
