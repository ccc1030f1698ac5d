import { describe, expect, it } from 'vitest';
import { checkDocs, readListing, type DocsListing } from './docs-check';

const repo = readListing(process.cwd());

const DECISION = `# 0041 — Rounds kept per course

- Date: 2026-11-28
- Status: Accepted

## Context

Players asked.

## Decision

A table.

## Consequences

One more list.
`;

/** The repository's listing with `change` applied, as a merge would leave it. */
const withChange = (change: Partial<DocsListing>): DocsListing => ({ ...repo, ...change });
const nextNumber = () =>
  String(
    Math.max(...repo.decisions.map((d) => Number(d.file.slice(0, 4))).filter(Number.isFinite)) + 1,
  ).padStart(4, '0');

describe('docs/architecture.md against the tree', () => {
  it('names every route file, core folder and decision, and every decision has its sections', () => {
    expect(checkDocs(repo)).toEqual([]);
  });

  it('fails for a route file added without its line, and says which line to add', () => {
    const problems = checkDocs(
      withChange({ routeFiles: [...repo.routeFiles, 'league-nights.ts'] }),
    );
    expect(problems).toEqual([
      'src/server/routes/league-nights.ts is not in docs/architecture.md: add the line "  - `league-nights.ts`: <what it serves> (decision NNNN)" to the "- `routes/` — one file per resource" list.',
    ]);
  });

  it('leaves test files in routes/ out', () => {
    expect(
      checkDocs(withChange({ routeFiles: [...repo.routeFiles, 'league-nights.test.ts'] })),
    ).toEqual([]);
  });

  it('does not take a route file named elsewhere on the page (http/metrics.ts) for a route line', () => {
    const architecture = repo.architecture.replace('  - `metrics.ts`: ', '  - metrics: ');
    expect(checkDocs(withChange({ architecture }))).toEqual([
      expect.stringContaining('src/server/routes/metrics.ts is not in docs/architecture.md'),
    ]);
  });

  it('fails for a core folder without its row in the core table', () => {
    expect(checkDocs(withChange({ coreFolders: [...repo.coreFolders, 'league-nights'] }))).toEqual([
      'src/core/league-nights/ is not in docs/architecture.md: add the row "| `league-nights/` | <what lives there> |" to the table under "## src/core — the domain".',
    ]);
  });

  it('fails for a decision added without its index line, giving the line from its title', () => {
    const n = nextNumber();
    const file = `${n}-rounds-per-course.md`;
    const text = DECISION.replace('0041', n);
    expect(checkDocs(withChange({ decisions: [...repo.decisions, { file, text }] }))).toEqual([
      `docs/decisions/${file} is not in docs/architecture.md: add the line "- [${n} — Rounds kept per course](decisions/${file})" to its "## Decisions" list, in number order.`,
    ]);
  });

  it('passes once that line is there', () => {
    const n = nextNumber();
    const file = `${n}-rounds-per-course.md`;
    const architecture = `${repo.architecture.trimEnd()}\n- [${n} — Rounds kept per course](decisions/${file})\n`;
    const decisions = [...repo.decisions, { file, text: DECISION.replace('0041', n) }];
    expect(checkDocs(withChange({ decisions, architecture }))).toEqual([]);
  });

  it('fails for a decision without its sections, naming each one missing', () => {
    const decisions = repo.decisions.map((d) =>
      d.file.startsWith('0031-')
        ? {
            ...d,
            text: d.text.replace('## Consequences', '## Afterwards').replace(/^- Date:.*$/m, ''),
          }
        : d,
    );
    expect(checkDocs(withChange({ decisions }))).toEqual([
      'docs/decisions/0031-throw-outbox.md lacks its "## Consequences" section.',
      'docs/decisions/0031-throw-outbox.md lacks its "- Date: …" line (under the title, as in the other decisions).',
    ]);
  });

  it('takes the Date and Status lines with or without the list dash or bold', () => {
    const n = nextNumber();
    const file = `${n}-rounds-per-course.md`;
    const text = DECISION.replace('0041', n)
      .replace('- Date: 2026-11-28', '**Date:** 2026-11-28')
      .replace('- Status: Accepted', 'Status: Accepted');
    const architecture = `${repo.architecture.trimEnd()}\n- [${n} — Rounds kept per course](decisions/${file})\n`;
    expect(
      checkDocs(withChange({ decisions: [...repo.decisions, { file, text }], architecture })),
    ).toEqual([]);
  });

  it('fails for a gap in the numbers and for two decisions with one number', () => {
    const gap = repo.decisions.filter((d) => !d.file.startsWith('0024-'));
    expect(checkDocs(withChange({ decisions: gap }))).toContain(
      'No decision is numbered 0024: add docs/decisions/0024-withdrawn.md saying why (as 0024-withdrawn.md does), or renumber the later ones.',
    );
    const twin = repo.decisions.find((d) => d.file.startsWith('0030-'))!;
    const twice = [...repo.decisions, { file: '0030-rounds.md', text: twin.text }];
    expect(checkDocs(withChange({ decisions: twice }))).toContain(
      '2 decisions are numbered 0030: renumber all but one to the next free number (and its index line).',
    );
  });

  it('fails for an index line whose decision does not exist', () => {
    const architecture = `${repo.architecture.trimEnd()}\n- [0099 — Gone](decisions/0099-gone.md)\n`;
    expect(checkDocs(withChange({ architecture }))).toEqual([
      'docs/architecture.md\'s "## Decisions" list names decisions/0099-gone.md, which does not exist: remove or correct that line.',
    ]);
  });
});
