/**
 * The web app's chunks (docs/decisions/0020). Left to itself the bundler cuts the lazy part of the
 * app into one chunk per shared set of modules: a signed-in page needed about 45 files, and a
 * browser fetches six at a time over HTTP/1.1, each a round trip. This plugin puts every module
 * that the entry does not load into one of a few named groups instead:
 *
 * - each group is the static import closure of its `roots`, less the entry's modules and the
 *   groups before it, so a group imports only the entry and earlier groups (never a cycle);
 * - the entry keeps exactly its own modules: it stays one script (the prerendered pages start the
 *   app with one module script, scripts/prerender.mjs).
 *
 * The build fails if either rule is broken, or if a module a group `owns` is in another group. It
 * writes the files of the groups a signed-in page preloads (all but the `onDemand` ones) into
 * `.vite/chunk-groups.json` in the output, for scripts/prerender.mjs (which deletes it).
 */
import type { Plugin } from 'vite';

export interface ChunkGroup {
  /** The chunk's name (its file is `assets/<name>-<hash>.js`). */
  name: string;
  /** The modules whose static imports the group holds, by module id. */
  roots: { test(id: string): boolean };
  /** Loaded on its own when the app needs it: a signed-in page does not preload it. */
  onDemand?: boolean;
  /** Modules that must be in this group and no other (the build fails otherwise). */
  owns?: RegExp;
}

export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/** `roots` and everything they import statically, except what `skip` holds. */
function closure(graph: ModuleGraph, roots: string[], skip: (id: string) => boolean): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id) || skip(id)) continue;
    found.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The group of each module the entry does not load statically, by module id. */
export function assignGroups(
  graph: ModuleGraph,
  groups: readonly ChunkGroup[],
): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const entry = closure(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
    () => false,
  );
  const groupOf = new Map<string, string>();
  for (const { name, roots } of groups) {
    const members = closure(
      graph,
      ids.filter((id) => roots.test(id)),
      (id) => entry.has(id) || groupOf.has(id),
    );
    for (const id of members) groupOf.set(id, name);
  }
  return groupOf;
}

/** Each module a group `owns` that is in another group (or the entry), said in words. */
export function misplacedModules(
  graph: ModuleGraph,
  groups: readonly ChunkGroup[],
  groupOf: ReadonlyMap<string, string>,
): string[] {
  const found: string[] = [];
  for (const { name, owns } of groups) {
    if (!owns) continue;
    for (const id of graph.getModuleIds()) {
      const group = groupOf.get(id) ?? 'the entry';
      if (owns.test(id) && group !== name)
        found.push(`${id} is in ${group}, but belongs to ${name} alone`);
    }
  }
  return found;
}

export function chunkGroups(groups: readonly ChunkGroup[]): Plugin {
  /** Decided once the module graph is complete. */
  let groupOf = new Map<string, string>();
  return {
    name: 'hyzer-chunk-groups',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Each group is already a whole closure; the bundler must not pull the entry's
              // modules (React, the router) into one by following their imports.
              includeDependenciesRecursively: false,
              groups: groups.map(({ name }, i) => ({
                name,
                test: (id: string) => groupOf.get(id) === name,
                priority: groups.length - i,
              })),
            },
          },
        },
      },
    }),
    buildEnd() {
      groupOf = assignGroups(this, groups);
      const [misplaced] = misplacedModules(this, groups, groupOf);
      if (misplaced) this.error(`chunk groups: ${misplaced}`);
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      const rank = new Map(groups.map(({ name }, i) => [name, i]));
      const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
      // The entry ranks above every group: any group may import it.
      const rankOfFile = new Map(
        chunks.map((c) => [c.fileName, c.isEntry ? -1 : rank.get(c.name)] as const),
      );
      for (const chunk of chunks) {
        if (chunk.isEntry) {
          if (chunk.imports.length > 0)
            this.error(`chunk groups: the entry imports ${chunk.imports.join(', ')}`);
          continue;
        }
        const own = rank.get(chunk.name);
        if (own === undefined) continue;
        files[chunk.name] = chunk.fileName;
        for (const imported of chunk.imports) {
          const theirs = rankOfFile.get(imported);
          if (theirs === undefined || theirs >= own)
            this.error(`chunk groups: ${chunk.fileName} imports ${imported}`);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-groups.json',
        source: JSON.stringify(
          groups.filter((group) => !group.onDemand).flatMap(({ name }) => files[name] ?? []),
        ),
      });
    },
  };
}
