/**
 * ImportModal: import a JSON export or a CSV into a new bag (named from the file) or one of the
 * player's bags. All or nothing: a refused file shows one line per row that cannot be imported
 * (unknown disc with name suggestions, duplicate, bad detail). Files over 2 MB are refused
 * before sending.
 *   <ImportModal open bags onClose onImported={(bags) => …} />
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Bag } from '../../../core/bag-types';
import type { ImportResult } from '../../../core/api/collection-routes';
import { importLimitOf } from '../../../core/collection/import-limits';
import { freeBagName, nameKey } from '../../../core/collection/bag-names';
import { Button } from '../../components/ui/button';
import { flightNumbersText } from '../../../core/disc/badge';
import { Alert } from '../../components/ui/alert';
import { DialogFooter } from './bag-dialogs';
import { Dialog } from '../../components/ui/dialog';
import { BagSelect } from '../../components/bag-select';
import { errorClasses, labelClasses, hintClasses } from '../../components/ui/field-styles';
import { useSession } from '../../data/session';
import { useImportDiscs } from '../../data/use-user-discs';
import { errorMessage } from '../../lib/error-message';

const NEW_BAGS = '';

export function ImportModal({
  open,
  bags,
  onClose,
  onImported,
  onAddOwn,
}: {
  open: boolean;
  bags: readonly Bag[];
  onClose: () => void;
  onImported: (result: ImportResult) => void;
  /** Offer to add a row's unknown disc as the player's own (its name and brand from the row). */
  onAddOwn?: (name: string, brand: string) => void;
}) {
  const userId = useSession().user?.id ?? null;
  const importDiscs = useImportDiscs(userId);
  const [file, setFile] = useState<File | null>(null);
  const [bagId, setBagId] = useState(NEW_BAGS);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  // The checked file brings discs the catalogue lacks: shown, then imported on the player's word.
  const [confirming, setConfirming] = useState<{ bagId?: string; sameNameBags?: 'new' } | null>(
    null,
  );

  const sameNames = result?.sameNameBags ?? [];
  // One line per own disc to make (rows of the same disc make one).
  const newOwn = (result?.report ?? []).filter(
    (r, i, all) =>
      r.ownDisc?.status === 'new' &&
      all.findIndex(
        (o) =>
          o.ownDisc?.status === 'new' &&
          o.ownDisc.brand === r.ownDisc!.brand &&
          o.ownDisc.name === r.ownDisc!.name,
      ) === i,
  );
  const taken = new Set(bags.map((b) => nameKey(b.name)));
  const { t } = useLingui();
  // A file of one bag the player has: it may go into that bag.
  const sameBag =
    sameNames.length === 1 ? bags.find((b) => nameKey(b.name) === nameKey(sameNames[0]!)) : null;

  const sameBagName = sameBag?.name ?? '';
  const freeName = sameNames.length === 1 ? freeBagName(sameNames[0]!, taken) : '';

  const close = () => {
    setFile(null);
    setResult(null);
    setConfirming(null);
    setError(null);
    setFileError(null);
    onClose();
  };

  /**
   * Checks the file first (a dry run); imports at once unless it brings discs of the player's own
   * to make, which are listed for the player to confirm (`confirmed`).
   */
  const send = async (choice: { bagId?: string; sameNameBags?: 'new' } = {}, confirmed = false) => {
    setError(null);
    setResult(null);
    setConfirming(null);
    if (!file) {
      setFileError(t`Choose a .json or .csv file`);
      return;
    }
    const format: 'json' | 'csv' =
      /\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv';
    const limit = importLimitOf(format);
    if (file.size > limit.bytes) {
      setFileError(limit.message);
      return;
    }
    try {
      const content = await file.text();
      const body = { format, content, ...(bagId === NEW_BAGS ? {} : { bagId }), ...choice };
      if (!confirmed) {
        const checked = await importDiscs.mutateAsync({ ...body, dryRun: true });
        const fine =
          checked.report.every((r) => r.problem === null) &&
          !checked.history?.report.length &&
          !checked.sameNameBags;
        if (!fine || checked.report.some((r) => r.ownDisc?.status === 'new')) {
          setResult(checked);
          if (fine) setConfirming(choice);
          return;
        }
      }
      const answer = await importDiscs.mutateAsync(body);
      if (answer.imported) {
        close();
        onImported(answer);
      } else setResult(answer);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  const problems = result?.report.filter((r) => r.problem) ?? [];
  const fine = (result?.report.length ?? 0) - problems.length;
  const rows = result?.report.length ?? 0;
  const resultMessage = result?.message ?? '';
  const newCount = newOwn.length;
  // A JSON export's courses and rounds that cannot be imported (a hole it lacks, a bad score…).
  const historyProblems = result?.history?.report ?? [];
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Import discs`}
      description={t`A Hyzer JSON export, or a CSV with at least a Disc column (Brand, Colour, Plastic, Weight (g)… optional). All rows are imported, or none.`}
      footer={
        <DialogFooter
          onCancel={close}
          type="submit"
          form="import-form"
          loading={importDiscs.isPending}
        >
          <Trans>Import</Trans>
        </DialogFooter>
      }
    >
      <form id="import-form" onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor="import-file" className={labelClasses}>
            <Trans>File (.json or .csv, at most 2 MB)</Trans>
          </label>
          <input
            id="import-file"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'import-file-error' : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
              setResult(null);
            }}
            className="mt-1 block w-full text-sm text-fg-soft file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:file:bg-brand-900/50 dark:file:text-brand-200"
          />
          {fileError && (
            <p id="import-file-error" role="alert" className={errorClasses}>
              {fileError}
            </p>
          )}
        </div>
        <BagSelect
          label={t`Into`}
          bags={bags}
          first={[{ value: NEW_BAGS, label: t`New bags, named as in the file` }]}
          nameOf={(b) => {
            const name = b.name;
            return t`Existing bag: ${name}`;
          }}
          value={bagId}
          onChange={setBagId}
        />
        {error && <Alert tone="error">{error}</Alert>}
        {result && sameNames.length > 0 && (
          <div className="space-y-3">
            <Alert tone="warning">
              <Trans>{resultMessage} Nothing was imported yet.</Trans>
            </Alert>
            <div className="flex flex-wrap gap-2">
              {sameBag && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={importDiscs.isPending}
                  onClick={() => void send({ bagId: sameBag.id })}
                >
                  <Trans>Import into the existing “{sameBagName}”</Trans>
                </Button>
              )}
              <Button
                size="sm"
                loading={importDiscs.isPending}
                onClick={() => void send({ sameNameBags: 'new' })}
              >
                {sameNames.length === 1 ? (
                  <Trans>Import as a new bag named “{freeName}”</Trans>
                ) : (
                  <Trans>Import as new bags, numbered (2), (3)…</Trans>
                )}
              </Button>
            </div>
          </div>
        )}
        {result && confirming && (
          <div role="status" className="space-y-3">
            <Alert tone="info">
              {newCount === 1 ? (
                <Trans>
                  One disc is not in the catalogue: it will be added as your own disc, with the
                  numbers from the file.
                </Trans>
              ) : (
                <Trans>
                  {newCount} discs are not in the catalogue: they will be added as your own discs,
                  with the numbers from the file.
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
            <Button
              size="sm"
              loading={importDiscs.isPending}
              onClick={() => void send(confirming, true)}
            >
              {newCount === 1 ? (
                <Trans>Import, adding it as your own</Trans>
              ) : (
                <Trans>Import, adding them as your own</Trans>
              )}
            </Button>
          </div>
        )}
        {result && !confirming && sameNames.length === 0 && (
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
                <li
                  key={r.row}
                  className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/40"
                >
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
        )}
      </form>
    </Dialog>
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
