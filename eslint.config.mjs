// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features talk to each other only through a feature's `index.ts`. Deep imports into another
 * feature's files are refused, wherever they come from.
 */
const featureBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '(^|/)features/[^/]+/.+',
          message: 'Import another feature through its index (features/<name>), not its internals.',
        },
      ],
    },
  ],
};

/**
 * The web app's layers, bottom to top: shared code, then features, then the app that composes
 * them (bulletproof-react's unidirectional architecture). An import may only point down or
 * sideways within shared code; `import()` counts like any other import.
 */
const WEB = './web/src';
const SHARED = [
  'api',
  'centre',
  'i18n',
  'pwa',
  'realtime',
  'routing',
  'stores',
  'testing',
  'testSetup.ts',
  'ui',
];
const APP = ['app', 'main.tsx', 'entry-server.tsx', 'boot.ts'];
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const layerZones = [
  ...SHARED.map((folder) => ({
    target: `${WEB}/${folder}`,
    from: [`${WEB}/features`, ...APP.map((top) => `${WEB}/${top}`)],
    message: 'Shared code is below features and the app: pass what it needs in, do not import up.',
  })),
  {
    target: `${WEB}/features`,
    from: APP.map((top) => `${WEB}/${top}`),
    message:
      'A feature is below the app: move what it needs into shared code or take it as a prop.',
  },
  // One feature never imports another: the app composes them (`app/screens/`).
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in app/screens or share the piece.',
  })),
];

const layers = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['web/tsconfig.json', 'mocks/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
    'import-x/extensions': ['.ts', '.tsx', '.js'],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    // Type-only imports count: a circle of types still ties modules into one unit.
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'contracts/pacts/**',
      '**/*.tsbuildinfo',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...featureBoundary },
  },
  {
    // Inside a feature, a sibling feature is reached through `../<name>` (its index) only.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/[^/]+/.+',
              message:
                'Import another feature through its index (features/<name>), not its internals.',
            },
            {
              regex: '^\\.\\./[^./][^/]*/.+',
              message: 'Import a sibling feature through its index (../<name>), not its internals.',
            },
          ],
        },
      ],
    },
  },
  { files: ['web/src/**/*.{ts,tsx}', 'mocks/src/**/*.ts'], ...layers },
  {
    // A dynamic import sees past the path rules' deep-import patterns; name a feature by its index.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/(^|\\/)features\\/[^/]+\\/.+/]',
          message: 'Import another feature through its index (features/<name>), not its internals.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test-support/**', 'web/src/stores/fakeTransport.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
