// ESLint flat config: typescript-eslint recommended rules, the React hooks rules for the client,
// and the client's layers, which lint enforces rather than hopes for:
//
//   src/app  →  src/features/<name>  →  src/components, src/lib, src/content
//
// A layer imports only the layers below it; a feature never imports another feature; content
// is data and imports no component, feature or app module; the server imports no client UI.
// import-x resolves every import to its file before it compares paths, so a relative path of
// any depth is caught (a string pattern on the import text cannot tell `../search` inside one
// feature from another feature).
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const layerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'Features sit below the app: move what both need into src/components or src/lib.',
  },
  {
    target: ['./src/components', './src/lib', './src/content'],
    from: ['./src/app', './src/features'],
    message: 'Shared code and content sit below features and the app.',
  },
  {
    target: './src/content',
    from: './src/components',
    message: 'Content is data: render it in a feature, not in src/content.',
  },
  {
    target: './src/lib',
    from: './src/components',
    message: 'src/lib holds no UI: move the shared piece into src/lib or the caller.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: share it through src/components or src/lib.',
  })),
  {
    target: ['./server', './db', './seed'],
    from: ['./src/app', './src/features', './src/components'],
    message: 'The server reads content and validation rules, never client UI.',
  },
]

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'db/migrations', 'test-results', 'playwright-report'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
    },
  },
  {
    // Browser code takes zod from src/lib/validation/zod.ts, which turns off its eval probe
    // (a Content-Security-Policy violation in the browser).
    files: ['src/{app,features,lib,components}/**/*.{ts,tsx}'],
    ignores: ['src/lib/validation/zod.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from 'src/lib/validation/zod.ts' (jitless: no CSP violation).",
            },
          ],
        },
      ],
    },
  },
)
