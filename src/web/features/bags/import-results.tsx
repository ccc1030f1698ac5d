/**
 * What the import dialog shows after checking a file: where to put bags the player already has
 * (SameNameChoice), the discs of their own it will make (OwnDiscsToConfirm), or the rows, courses
 * and rounds that cannot be imported (ImportProblems).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Bag } from '../../../core/bag-types';
import type { ImportResult } from '../../../core/api/collection-routes';
import { freeBagName, nameKey } from '../../../core/collection/bag-names';
import { flightNumbersText } from '../../../core/disc/badge';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { hintClasses } from '../../components/ui/field-styles';
import type { ImportChoice } from './use-import';

type Send = (choice?: ImportChoice, confirmed?: boolean) => Promise<void>;
type Row = ImportResult['report'][number];

/** The file's bags share names with the player's: into the one they have, or as new bags. */
export function SameNameChoice({
  result,
  bags,
  busy,
  send,
}: {
  result: ImportResult;
  bags: readonly Bag[];
  busy: boolean;
  send: Send;
}) {
  const sameNames = result.sameNameBags ?? [];
  const resultMessage = result.message ?? '';
  const taken = new Set(bags.map((b) => nameKey(b.name)));
  // A file of one bag the player has: it may go into that bag.
  const sameBag =
    sameNames.length === 1 ? bags.find((b) => nameKey(b.name) === nameKey(sameNames[0]!)) : null;
  const sameBagName = sameBag?.name ?? '';
  const freeName = sameNames.length === 1 ? freeBagName(sameNames[0]!, taken) : '';
  return (
    <div className="space-y-3">
      <Alert tone="warning">
        <Trans>{resultMessage} Nothing was imported yet.</Trans>
      </Alert>
      <div className="flex flex-wrap gap-2">
        {sameBag && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            onClick={() => void send({ bagId: sameBag.id })}
          >
            <Trans>Import into the existing “{sameBagName}”</Trans>
          </Button>
        )}
        <Button size="sm" loading={busy} onClick={() => void send({ sameNameBags: 'new' })}>
          {sameNames.length === 1 ? (
            <Trans>Import as a new bag named “{freeName}”</Trans>
          ) : (
            <Trans>Import as new bags, numbered (2), (3)…</Trans>
          )}
        </Button>
      </div>
    </div>
  );
}

/** One line per own disc to make (rows of the same disc make one). */
function newOwnDiscs(report: readonly Row[]): Row[] {
  return report.filter(
    (r, i, all) =>
      r.ownDisc?.status === 'new' &&
      all.findIndex(
        (o) =>
          o.ownDisc?.status === 'new' &&
          o.ownDisc.brand === r.ownDisc!.brand &&
          o.ownDisc.name === r.ownDisc!.name,
      ) === i,
  );
}

/** The discs the catalogue lacks, to be added as the player's own on their word. */
export function OwnDiscsToConfirm({
  result,
  busy,
  onConfirm,
}: {
  result: ImportResult;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const newOwn = newOwnDiscs(result.report);
  const newCount = newOwn.length;
  return (
    <div role="status" className="space-y-3">
      <Alert tone="info">
        {newCount === 1 ? (
          <Trans>
            One disc is not in the catalogue: it will be added as your own disc, with the numbers
            from the file.
          </Trans>
        ) : (
          <Trans>
            {newCount} discs are not in the catalogue: they will be added as your own discs, with
            the numbers from the file.
          </Trans>
        )}
      </Alert>
      <ul aria-label={t`Your own discs to add`} className="space-y-1 text-sm">
        {newOwn.map((r) => (
          <li
            key={r.row}
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-1.5 dark:border-amber-900 dark:bg-amber-950/40"
          >
            <RowLabel row={r.row} /> ({r.ownDisc!.brand} {r.ownDisc!.name},{' '}
            {flightNumbersText(r.ownDisc!)}): {r.note}
          </li>
        ))}
      </ul>
      <Button size="sm" loading={busy} onClick={onConfirm}>
        {newCount === 1 ? (
          <Trans>Import, adding it as your own</Trans>
        ) : (
          <Trans>Import, adding them as your own</Trans>
        )}
      </Button>
    </div>
  );
}

/** The file was refused: one line per row, course or round that cannot be imported. */
export function ImportProblems({
  result,
  onAddOwn,
}: {
  result: ImportResult;
  onAddOwn?: (name: string, brand: string) => void;
}) {
  const { t } = useLingui();
  const problems = result.report.filter((r) => r.problem);
  const fine = result.report.length - problems.length;
  const rows = result.report.length;
  // A JSON export's courses and rounds that cannot be imported (a hole it lacks, a bad score…).
  const historyProblems = result.history?.report ?? [];
  return (
    <div role="status" className="space-y-3">
      <Alert tone="error">{result.message}</Alert>
      <p className={hintClasses}>
        <Plural
          value={rows}
          one={`${fine} of # row is fine.`}
          other={`${fine} of # rows are fine.`}
        />
      </p>
      <ul aria-label={t`Rows that cannot be imported`} className="space-y-2 text-sm">
        {problems.map((r) => (
          <ProblemRow key={r.row} r={r} onAddOwn={onAddOwn} />
        ))}
      </ul>
      {historyProblems.length > 0 && (
        <ul
          aria-label={t`Courses and rounds that cannot be imported`}
          className="space-y-2 text-sm"
        >
          {historyProblems.map((r) => (
            <li
              key={`${r.kind}-${r.index}`}
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/40"
            >
              <span className="font-semibold">
                <HistoryRow kind={r.kind} index={r.index} />
              </span>
              {r.name && ` (${r.name})`}: {r.problem}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProblemRow({ r, onAddOwn }: { r: Row; onAddOwn?: (name: string, brand: string) => void }) {
  return (
    <li className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/40">
      <RowLabel row={r.row} />
      {r.name && ` (${[r.brand, r.name].filter(Boolean).join(' ')})`}: {r.problem}
      {r.suggestions.length > 0 && (
        <span className="block text-fg-soft">
          <DidYouMean names={r.suggestions.join(', ')} />
        </span>
      )}
      {onAddOwn && r.matched === null && !r.ownDisc && r.name && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-1"
          onClick={() => onAddOwn(r.name, r.brand)}
        >
          <AddOwnLabel name={r.name} />
        </Button>
      )}
    </li>
  );
}

/** 'Did you mean Buzzz, Buzzz SS?' under a row whose disc is not in the catalogue. */
function DidYouMean({ names }: { names: string }) {
  return <Trans>Did you mean {names}?</Trans>;
}

function AddOwnLabel({ name }: { name: string }) {
  return <Trans>Add {name} as your own disc</Trans>;
}

/** 'Course 2', 'Round 5': which of the file's courses or rounds a problem is in. */
function HistoryRow({ kind, index }: { kind: string; index: number }) {
  return kind === 'course' ? <Trans>Course {index}</Trans> : <Trans>Round {index}</Trans>;
}

/** 'Row 3', in bold: which row of the file a line is about. */
function RowLabel({ row }: { row: number }) {
  return (
    <span className="font-semibold">
      <Trans>Row {row}</Trans>
    </span>
  );
}
