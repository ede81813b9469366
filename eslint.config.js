import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresOf = (root) => {
  const dir = `${root}/src/features`;
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.statSync(`${dir}/${name}`).isDirectory())
    : [];
};

// Import direction: app -> features -> shared (components, lib); features never import each other.
const featureBoundaries = (root) => ({
  files: [`${root}/src/features/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: featuresOf(root).map((feature) => ({
          target: `${root}/src/features/${feature}`,
          from: `${root}/src/features`,
          except: [`./${feature}`],
          message: 'Features do not import each other; move shared code to lib/ or components/.',
        })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  featureBoundaries('apps/web'),
  featureBoundaries('apps/server'),
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
