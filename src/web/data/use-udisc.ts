/**
 * UDisc's scorecard CSV in the browser (docs/decisions/0043): the import (a dry run that names the
 * file's players, then the import for the one who is the player) and the export's address. An
 * import that stored rounds makes the courses and rounds read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as roundRoutes from '../../core/api/round-routes';
import type { UdiscImportInput, UdiscImportResult } from '../../core/api/round-routes';
import { callApi } from '../lib/api-client';
import { coursesKey, roundsKey } from './query-policy';

/** "Download rounds (UDisc CSV)": a plain link, the browser saves the attachment. */
export const udiscExportUrl = roundRoutes.exportUdiscRounds.path;

export function useUdiscImport(userId: string | null) {
  const client = useQueryClient();
  return useMutation<UdiscImportResult, Error, UdiscImportInput>({
    mutationFn: (body) => callApi(roundRoutes.importUdiscRounds, { body }),
    onSuccess: (result) => {
      if (!result.imported) return;
      void client.invalidateQueries({ queryKey: coursesKey(userId) });
      void client.invalidateQueries({ queryKey: roundsKey(userId) });
    },
  });
}
