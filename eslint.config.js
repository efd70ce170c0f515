import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'coverage/',
      'src/api/generated/',
      'public/',
      'playwright-report/',
      'test-results/',
      'pact/pacts/',
      'pact/logs/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // eslint-plugin-react-hooks' latest recommended flat preset: the Rules of Hooks and the React
  // Compiler's rules (refs, purity, immutability, set-state-in-effect, static-components, …).
  // exhaustive-deps stays an error rather than the preset's warning.
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Testing Library's recommended rules for React on the tests that render the app or a component
  // (docs/testing.md#waiting-for-the-screen): every user event and async util awaited, findBy in
  // place of waitFor + getBy, no side effects inside waitFor. A test that acts and then asserts
  // at once on what a navigation or a loader changes is the race these rules guard against.
  {
    files: ['src/**/*.test.tsx', 'tests/support/**/*.tsx'],
    ...testingLibrary.configs['flat/react'],
    // The whole app is rendered by tests/support/render-app.tsx's renderApp; other helpers named
    // render… return spies or tables, not a render result.
    settings: { 'testing-library/custom-renders': ['renderApp'] },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      'testing-library/await-async-events': ['error', { eventModule: 'userEvent' }],
      'testing-library/await-async-utils': 'error',
      'testing-library/prefer-find-by': 'error',
      'testing-library/no-wait-for-side-effects': 'error',
    },
  },
);
