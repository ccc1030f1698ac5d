/**
 * useImport: the import dialog's state and its two steps. `send` checks the file first (a dry
 * run) and imports at once unless it brings discs of the player's own to make, which are listed
 * for the player to confirm (`send(choice, true)`), or bags of the same name, which ask where.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ImportResult } from '../../../core/api/collection-routes';
import { importLimitOf } from '../../../core/collection/import-limits';
import { useSession } from '../../data/session';
import { useImportDiscs } from '../../data/use-user-discs';
import { errorMessage } from '../../lib/error-message';

/** "Into": new bags named as in the file. */
export const NEW_BAGS = '';

/** Where the player sent a file of bags they already have: into one, or as new ones. */
export type ImportChoice = { bagId?: string; sameNameBags?: 'new' };

export function useImport(onClose: () => void, onImported: (result: ImportResult) => void) {
  const userId = useSession().user?.id ?? null;
  const importDiscs = useImportDiscs(userId);
  const [file, setFile] = useState<File | null>(null);
  const [bagId, setBagId] = useState(NEW_BAGS);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  // The checked file brings discs the catalogue lacks: shown, then imported on the player's word.
  const [confirming, setConfirming] = useState<ImportChoice | null>(null);
  const { t } = useLingui();

  const close = () => {
    setFile(null);
    setResult(null);
    setConfirming(null);
    setError(null);
    setFileError(null);
    onClose();
  };

  const send = async (choice: ImportChoice = {}, confirmed = false) => {
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

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(null);
    setResult(null);
  };

  return {
    bagId,
    setBagId,
    chooseFile,
    fileError,
    error,
    result,
    confirming,
    busy: importDiscs.isPending,
    send,
    close,
  };
}
