/**
 * Keeps docs/architecture.md true to the tree: every route file of the server, every folder of
 * core and every decision is named there, and every decision has the sections a newcomer looks
 * for. Each problem is one sentence that says which line to add and where, so a merge that adds
 * a route or a decision is fixed by pasting it. Run by `scripts/docs-check.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the check reads: the names in the tree and the texts of the docs. */
export interface DocsListing {
  /** File names in `src/server/routes/` (tests included: the check leaves them out). */
  routeFiles: readonly string[];
  /** Folder names in `src/core/`. */
  coreFolders: readonly string[];
  /** Every file in `docs/decisions/`, with its text. */
  decisions: readonly { file: string; text: string }[];
  /** The text of `docs/architecture.md`. */
  architecture: string;
}

const ARCHITECTURE = 'docs/architecture.md';
/** The bullet of the server section that lists the route files, up to the next bullet. */
const ROUTES_BULLET = /^- `routes\/` — [\s\S]*?(?=^- `)/m;
/** The core section, up to the next level-2 heading. */
const CORE_SECTION = /^## src\/core — [\s\S]*?(?=^## )/m;
/** The decisions index: a level-2 heading "Decisions" to the next level-2 heading or the end. */
const DECISIONS_SECTION = /^## Decisions\n[\s\S]*?(?=^## |(?![\s\S]))/m;
const DECISION_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
/** The sections every decision has (docs/architecture.md, "A decision a newcomer would ask about"). */
const HEADINGS = ['Context', 'Decision', 'Consequences'] as const;
const FIELDS = ['Date', 'Status'] as const;

/** A decision's title: its first heading without the number ("0029 — Own discs" → "Own discs"). */
export function decisionTitle(text: string): string {
  const heading = /^# +(.*)$/m.exec(text)?.[1] ?? '';
  return heading.replace(/^\d{4}\s*[—:-]\s*/, '').trim();
}

/** The line of the decisions index that names a decision. */
export function indexLine(file: string, text: string): string {
  const number = DECISION_FILE.exec(file)?.[1] ?? file;
  return `- [${number} — ${decisionTitle(text)}](decisions/${file})`;
}

function routeProblems(listing: DocsListing): string[] {
  const bullet = ROUTES_BULLET.exec(listing.architecture)?.[0];
  if (bullet === undefined) {
    return [`${ARCHITECTURE} has no "- \`routes/\` — …" bullet listing the server's route files.`];
  }
  return listing.routeFiles
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => !bullet.includes(`\`${f}\``))
    .map(
      (f) =>
        `src/server/routes/${f} is not in ${ARCHITECTURE}: add the line "  - \`${f}\`: <what it serves> (decision NNNN)" to the "- \`routes/\` — one file per resource" list.`,
    );
}

function coreProblems(listing: DocsListing): string[] {
  const section = CORE_SECTION.exec(listing.architecture)?.[0];
  if (section === undefined) return [`${ARCHITECTURE} has no "## src/core — …" section.`];
  return listing.coreFolders
    .filter((d) => !new RegExp(`^\\| \`${d}/\` +\\|`, 'm').test(section))
    .map(
      (d) =>
        `src/core/${d}/ is not in ${ARCHITECTURE}: add the row "| \`${d}/\` | <what lives there> |" to the table under "## src/core — the domain".`,
    );
}

function decisionProblems(listing: DocsListing): string[] {
  const problems: string[] = [];
  const index = DECISIONS_SECTION.exec(listing.architecture)?.[0];
  if (index === undefined) problems.push(`${ARCHITECTURE} has no "## Decisions" index.`);
  const numbered = listing.decisions.filter((d) => DECISION_FILE.test(d.file));
  for (const { file } of listing.decisions) {
    if (file.endsWith('.md') && !DECISION_FILE.test(file)) {
      problems.push(
        `docs/decisions/${file} is not named NNNN-title.md (four digits, lower-case words joined by hyphens).`,
      );
    }
  }
  for (const { file, text } of numbered) {
    const where = `docs/decisions/${file}`;
    if (index !== undefined && !index.includes(`(decisions/${file})`)) {
      problems.push(
        `${where} is not in ${ARCHITECTURE}: add the line "${indexLine(file, text)}" to its "## Decisions" list, in number order.`,
      );
    }
    for (const heading of HEADINGS) {
      if (!new RegExp(`^## +${heading}\\s*$`, 'm').test(text)) {
        problems.push(`${where} lacks its "## ${heading}" section.`);
      }
    }
    for (const field of FIELDS) {
      if (!new RegExp(`^(?:- )?(?:\\*\\*)?${field}(?::\\*\\*|\\*\\*:|:) +\\S`, 'm').test(text)) {
        problems.push(
          `${where} lacks its "- ${field}: …" line (under the title, as in the other decisions).`,
        );
      }
    }
  }
  const numbers = numbered.map((d) => Number(DECISION_FILE.exec(d.file)![1]));
  const seen = new Map<number, number>();
  for (const n of numbers) seen.set(n, (seen.get(n) ?? 0) + 1);
  const padded = (n: number) => String(n).padStart(4, '0');
  for (const [n, count] of seen) {
    if (count > 1) {
      problems.push(
        `${count} decisions are numbered ${padded(n)}: renumber all but one to the next free number (and its index line).`,
      );
    }
  }
  for (let n = 1; n <= Math.max(0, ...numbers); n++) {
    if (!seen.has(n)) {
      problems.push(
        `No decision is numbered ${padded(n)}: add docs/decisions/${padded(n)}-withdrawn.md saying why (as 0024-withdrawn.md does), or renumber the later ones.`,
      );
    }
  }
  if (index !== undefined) {
    const files = new Set(listing.decisions.map((d) => d.file));
    for (const [, file] of index.matchAll(/\(decisions\/([^)]+)\)/g)) {
      if (!files.has(file!)) {
        problems.push(
          `${ARCHITECTURE}'s "## Decisions" list names decisions/${file}, which does not exist: remove or correct that line.`,
        );
      }
    }
  }
  return problems;
}

/** Every way the docs have fallen behind the tree, one sentence each; empty when they agree. */
export function checkDocs(listing: DocsListing): string[] {
  return [...routeProblems(listing), ...coreProblems(listing), ...decisionProblems(listing)];
}

/** The repository's own listing, read from disk under `root`. */
export function readListing(root: string): DocsListing {
  const entries = (dir: string) => readdirSync(join(root, dir), { withFileTypes: true });
  const decisionsDir = join(root, 'docs/decisions');
  return {
    routeFiles: entries('src/server/routes')
      .filter((e) => e.isFile())
      .map((e) => e.name),
    coreFolders: entries('src/core')
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
    decisions: entries('docs/decisions')
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .map((e) => ({ file: e.name, text: readFileSync(join(decisionsDir, e.name), 'utf8') })),
    architecture: readFileSync(join(root, ARCHITECTURE), 'utf8'),
  };
}
