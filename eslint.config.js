import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
/** The folders directly under `dir`: each web feature and server module gets its own zone. */
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('apps/web/src/features');
const serverModules = foldersIn('apps/server/src/modules');

/**
 * The architecture as import zones (style.md, issue 22): what may import
 * what. A zone's `target` files may not import its `from` files.
 */
const zones = [
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: 'apps/web/src/features',
    message:
      'Shared web code never imports a feature: move what both need into components/ or lib/.',
  },
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: what two features share moves down to components/, lib/ or packages/contracts.',
  })),
  {
    target: ['packages/analysis', 'packages/contracts'],
    from: ['apps/server', 'apps/web'],
    message: 'The analysis and contracts packages import no app code: the apps depend on them.',
  },
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}`,
    from: 'apps/server/src/modules/*/**/*.repository.ts',
    except: [`${root}/apps/server/src/modules/${module}/**`],
    message:
      "A module never imports another module's repository: call that module's service, or move the query to the module that owns the table.",
  })),
  {
    target: ['apps/server/src/platform', 'apps/server/src/ai'],
    from: 'apps/server/src/modules',
    message:
      'The platform core and the AI layer never import a module: modules build on them, not the other way.',
  },
];

/** Every part of a file name between dots is kebab-case: `history-list.query.test.ts`. */
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const fileNames = {
  rules: {
    'kebab-case': {
      meta: {
        type: 'suggestion',
        docs: { description: 'File names are kebab-case (style.md).' },
        schema: [],
        messages: { name: 'File name "{{name}}" is not kebab-case (e.g. history-table.tsx).' },
      },
      create(context) {
        const name = path.basename(context.filename);
        return {
          Program(node) {
            if (!name.split('.').every((part) => kebabCase.test(part)))
              context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.js',
      // AssemblyScript (its types f64, v128, …), type-checked by its compiler (decision 009).
      'packages/analysis/assembly/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The build and test configurations (ten small files, among them the web build's
        // pre-compression step) are outside every tsconfig project.
        projectService: {
          allowDefaultProject: ['*.ts', 'apps/*/*.ts', 'packages/*/*.ts'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 12,
        },
        tsconfigRootDir: root,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'file-names': fileNames },
    settings: {
      // Cycles are our code's concern; parsing bundled dependencies for them is slow and noisy.
      'import-x/ignore': ['node_modules'],
      // The files import-x reads for cycles; its default (.js) left every TypeScript file out.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Resolve as TypeScript does: `./x.js` is `./x.ts` on the server, workspace packages by
      // their source condition. An import the resolver cannot find is skipped by every import-x
      // rule, so without this no-cycle and the zones saw nothing of the server.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['@dermadesk/source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      'file-names/kebab-case': 'error',
      // Split a file by use case before it passes 400 lines (style.md).
      'max-lines': ['warn', 400],
    },
  },
  {
    // Services and routes get the organisation's repositories; only repositories touch the
    // database, so a service cannot forget the tenant (issue 22, item 1).
    files: ['apps/server/src/**/*.service.ts', 'apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/|^drizzle-orm(/|$)',
              message:
                'Services and routes never import db/* or drizzle-orm: they use the repositories built for the verified organisation.',
            },
            {
              regex: '(^|/)platform/tenancy/org-id(\\.js)?$',
              importNames: ['mintOrgId'],
              message:
                'Services and routes never mint an OrgId: the verified one comes with the request context (ctx.orgId).',
            },
          ],
        },
      ],
    },
  },
  {
    // `@dermadesk/analysis/scores` is bundled into the web app: only zod and its own files, so no
    // Node module (sharp, node:fs) or server-only part of the package slips into the browser.
    files: ['packages/analysis/src/scores/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./)',
              message:
                '@dermadesk/analysis/scores runs in the browser: it imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Text catalogues, one file per language, are tables: splitting one scatters a language.
    files: [
      'packages/contracts/src/result-texts/*.ts',
      'apps/server/src/**/pdf-calculator-names.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Scripts and benchmarks are plain ES modules for Node: linted without type information.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests exercise loosely typed HTTP payloads; unsafe-any checks add noise there, not safety.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
