/**
 * ImportModal: import a JSON export or a CSV into a new bag (named from the file) or one of the
 * player's bags. All or nothing: a refused file shows one line per row that cannot be imported
 * (unknown disc with name suggestions, duplicate, bad detail). Files over 2 MB are refused
 * before sending.
 *   <ImportModal open bags onClose onImported={(bags) => …} />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { Bag } from '../../../core/bag-types';
import type { ImportResult } from '../../../core/api/collection-routes';
import { Alert } from '../../components/ui/alert';
import { DialogFooter } from './bag-dialogs';
import { Dialog } from '../../components/ui/dialog';
import { BagSelect } from '../../components/bag-select';
import { errorClasses, labelClasses } from '../../components/ui/field-styles';
import { ImportProblems, OwnDiscsToConfirm, SameNameChoice } from './import-results';
import { NEW_BAGS, useImport } from './use-import';

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
  const flow = useImport(onClose, onImported);
  const { result, confirming, busy, send, close } = flow;
  const { t } = useLingui();
  const sameNames = result?.sameNameBags ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Import discs`}
      description={t`A Hyzer JSON export, or a CSV with at least a Disc column (Brand, Colour, Plastic, Weight (g)… optional). All rows are imported, or none.`}
      footer={
        <DialogFooter onCancel={close} type="submit" form="import-form" loading={busy}>
          <Trans>Import</Trans>
        </DialogFooter>
      }
    >
      <form id="import-form" onSubmit={submit} noValidate className="space-y-4">
        <FileInput error={flow.fileError} onChoose={flow.chooseFile} />
        <BagSelect
          label={t`Into`}
          bags={bags}
          first={[{ value: NEW_BAGS, label: t`New bags, named as in the file` }]}
          nameOf={(b) => {
            const name = b.name;
            return t`Existing bag: ${name}`;
          }}
          value={flow.bagId}
          onChange={flow.setBagId}
        />
        {flow.error && <Alert tone="error">{flow.error}</Alert>}
        {result && sameNames.length > 0 && (
          <SameNameChoice result={result} bags={bags} busy={busy} send={send} />
        )}
        {result && confirming && (
          <OwnDiscsToConfirm
            result={result}
            busy={busy}
            onConfirm={() => void send(confirming, true)}
          />
        )}
        {result && !confirming && sameNames.length === 0 && (
          <ImportProblems result={result} onAddOwn={onAddOwn} />
        )}
      </form>
    </Dialog>
  );
}

/** The file to import, with the message when there is none or it is too large. */
function FileInput({
  error,
  onChoose,
}: {
  error: string | null;
  onChoose: (file: File | null) => void;
}) {
  return (
    <div>
      <label htmlFor="import-file" className={labelClasses}>
        <Trans>File (.json or .csv, at most 2 MB)</Trans>
      </label>
      <input
        id="import-file"
        type="file"
        accept=".json,.csv,application/json,text/csv"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'import-file-error' : undefined}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        className="mt-1 block w-full text-sm text-fg-soft file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:file:bg-brand-900/50 dark:file:text-brand-200"
      />
      {error && (
        <p id="import-file-error" role="alert" className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}
