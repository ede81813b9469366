import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import direction (app -> features -> shared, no cross-feature imports, no cycles) is checked by
// dependency-cruiser: see .dependency-cruiser.cjs.
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@envirotrack/server*', '@envirotrack/web*', 'react*', 'fastify*', 'drizzle-orm*'] },
      ],
    },
  },
  {
    files: [
      '**/scripts/**',
      '**/bench/**',
      '**/*.mjs',
      '.ci/**',
      'apps/server/src/server.ts',
      'apps/server/src/db/seed/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
