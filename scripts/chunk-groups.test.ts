import { describe, expect, it } from 'vitest';
import { assignGroups, misplacedModules, type ModuleGraph } from './chunk-groups';

/** A module graph: each module's static imports; `main` is the entry. */
function graph(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id) =>
      imports[id] ? { isEntry: id === 'main', importedIds: imports[id] } : null,
  };
}

describe('chunk groups', () => {
  const app = graph({
    main: ['react', 'router'],
    react: [],
    router: ['react'],
    landing: ['react', 'button'],
    login: ['react', 'button', 'form'],
    button: ['icons'],
    icons: [],
    form: ['zod'],
    zod: [],
    home: ['form', 'chart', 'react'],
    chart: [],
  });
  const groups = [
    { name: 'shell', roots: /^landing$/ },
    { name: 'public', roots: /^login$/ },
    { name: 'app', roots: /./ },
  ];

  it('puts each module in the first group whose roots import it, and leaves the entry’s alone', () => {
    expect(Object.fromEntries(assignGroups(app, groups))).toEqual({
      landing: 'shell',
      button: 'shell',
      icons: 'shell',
      login: 'public',
      form: 'public',
      zod: 'public',
      home: 'app',
      chart: 'app',
    });
  });

  it('never gives a group a module that a later group would need from it', () => {
    const groupOf = assignGroups(app, groups);
    const rank = (id: string) => groups.findIndex((g) => g.name === groupOf.get(id));
    for (const [id] of groupOf)
      for (const imported of app.getModuleInfo(id)!.importedIds)
        if (groupOf.has(imported)) expect(rank(imported)).toBeLessThanOrEqual(rank(id));
  });

  it('says when a module a group owns is needed at start by another group', () => {
    const lazy = [
      { name: 'shell', roots: /^landing$/ },
      { name: 'app', roots: { test: (id: string) => id !== 'form' && id !== 'zod' } },
      { name: 'forms', roots: /^form$/, owns: /^zod$/ },
    ];
    // Only the form needs zod: it stays in the group loaded on demand.
    const apart = graph({
      main: ['react'],
      react: [],
      landing: ['react'],
      home: [],
      form: ['zod'],
      zod: [],
    });
    expect(misplacedModules(apart, lazy, assignGroups(apart, lazy))).toEqual([]);
    // A screen that imports zod itself pulls it into the app group: said.
    const pulled = graph({
      main: ['react'],
      react: [],
      landing: [],
      home: ['zod'],
      form: ['zod'],
      zod: [],
    });
    expect(misplacedModules(pulled, lazy, assignGroups(pulled, lazy))).toEqual([
      'zod is in app, but belongs to forms alone',
    ]);
  });
});
