import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app shell's first screen (menus, routes, messages) reads these shared modules. Building a zod schema is slow
 * on a phone (docs/performance.md, first load), and the bundler evaluates a module whole, so these must not
 * reach zod through any import: their schemas' neighbours stay in the modules of the screens that parse.
 */
const LIGHT_MODULES = [
  'access',
  'answer-slots',
  'flag-rules',
  'flagged-form-messages',
  'form-messages',
  'forms-vocabulary',
  'inspection-limits',
  'library-parent-ids',
  'messages',
  'modules',
  'navigation',
  'periods',
  'permissions',
  'plant-messages',
  'question-tree',
  'report-slugs',
];

/** The shared package's sources, next to this app's. */
const here = path.resolve(import.meta.dirname, '../../../packages/shared/src');

/** The module's own imports that are values (not `import type`): their paths without the extension. */
function valueImports(name: string): { local: string[]; packages: string[] } {
  const source = fs.readFileSync(path.join(here, `${name}.ts`), 'utf8');
  const found = [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1] ?? '');
  return {
    local: found.filter((f) => f.startsWith('./')).map((f) => f.slice(2).replace(/\.js$/, '')),
    packages: found.filter((f) => !f.startsWith('.')),
  };
}

function reachesZod(start: string): string[] | null {
  const seen = new Set<string>();
  const visit = (name: string, trail: string[]): string[] | null => {
    if (seen.has(name)) return null;
    seen.add(name);
    const { local, packages } = valueImports(name);
    if (packages.includes('zod')) return [...trail, name];
    for (const next of local) {
      const found = visit(next, [...trail, name]);
      if (found) return found;
    }
    return null;
  };
  return visit(start, []);
}

describe('modules the first screen reads', () => {
  it.each(LIGHT_MODULES)('%s does not import zod, directly or through another module', (name) => {
    expect(reachesZod(name)).toBeNull();
  });

  it('finds zod where a schema module imports it', () => {
    expect(reachesZod('report-lists')).toEqual(['report-lists']);
    expect(reachesZod('account')?.at(-1)).toBe('account');
  });
});
