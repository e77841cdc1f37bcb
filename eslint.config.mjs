// @ts-check
import js from '@eslint/js';
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
  {
    files: ['**/*.test.{ts,tsx}', '**/test-support/**', 'web/src/stores/fakeTransport.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
