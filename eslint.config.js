import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '.nx/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'backend/scripts/*.mjs',
            '.ci/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // Browser tests save posts in the platforms' formats the backend's tests define once.
          allow: ['../../backend/test/support/social-formats'],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:webapp', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:extension', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // NestJS injects constructor parameters by their runtime class: with decorator metadata on,
    // the rule keeps value imports for classes used in decorated signatures.
    files: ['backend/**/*.ts'],
    languageOptions: {
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    rules: {
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // One owner per table: a backend module (backend/src/modules/<name>/) offers what others may
    // use from its index.ts; importing another module's entity or any other file of it is an
    // error. Tables are then written only by their owner's services.
    files: ['backend/src/modules/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Absolute, so the rule reads the same from any working directory (editors, tests).
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': {
        typescript: { project: `${import.meta.dirname}/backend/tsconfig.json` },
      },
      'boundaries/elements': [
        { type: 'backend-module', pattern: 'backend/src/modules/*', capture: ['module'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'backend-module' } },
              // Another module (a file of the same module is "internal").
              dependency: { relationship: { to: null } },
              disallow: {
                to: { element: { type: 'backend-module', fileInternalPath: '!index.ts' } },
              },
              message:
                'Import another backend module only from its index.ts (its public surface), never its entities or other files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['webapp/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests read untyped JSON answers (supertest, Playwright); asserting on them is their job.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'backend/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
