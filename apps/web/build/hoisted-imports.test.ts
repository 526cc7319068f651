import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { hoistedImports, importStatements } from './hoisted-imports';

type Handler = (options: unknown, bundle: Record<string, Partial<Rolldown.OutputChunk>>) => void;

function chunk(fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared' = 'shared') {
  return {
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'lazy',
    code: `/* ${fileName} */`,
  };
}

describe('hoistedImports', () => {
  it('makes a lazy chunk name the files it needs through its imports, after its own, less the entry’s', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], 'entry'),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/page.js': chunk('assets/page.js', ['assets/helpers.js', 'assets/react.js'], 'lazy'),
      'assets/helpers.js': chunk('assets/helpers.js', ['assets/dates.js', 'assets/gone.js']),
      'assets/dates.js': chunk('assets/dates.js', ['assets/dayjs.js', 'assets/page.js']),
      'assets/dayjs.js': chunk('assets/dayjs.js', ['assets/react.js']),
    };
    const generate = (hoistedImports().generateBundle as { handler: Handler }).handler;
    generate({}, bundle);
    // dates and dayjs come through helpers; react runs with the entry; a chunk taken out of the
    // bundle (one that held only CSS) is not named; the page does not import itself.
    expect(bundle['assets/page.js'].code).toBe('/* assets/page.js */import"./dates.js";import"./dayjs.js";');
    expect(bundle['assets/helpers.js'].code).toBe('/* assets/helpers.js */');
    expect(bundle['assets/index.js'].code).toBe('/* assets/index.js */');
  });

  it('writes each import relative to the importing file', () => {
    expect(importStatements('assets/page.js', ['assets/a.js', 'assets/nested/b.js', 'other/c.js'])).toBe(
      'import"./a.js";import"./nested/b.js";import"../other/c.js";',
    );
  });

  it('runs after Vite has taken the CSS-only chunks out, in the build only', () => {
    const plugin: Plugin = hoistedImports();
    expect((plugin.generateBundle as { order: string }).order).toBe('post');
    expect(plugin.apply).toBe('build');
  });
});
