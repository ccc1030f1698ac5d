/**
 * ImportReport: why a UDisc file was refused (nothing was stored), one line per row of the
 * file; row 0 is the file as a whole.
 *   <ImportReport result={answer} />
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UdiscImportResult } from '../../../core/api/round-routes';
import { Alert } from '../../components/ui/alert';
import { useCoreMessage } from '../../i18n/core-message';

export function ImportReport({ result }: { result: UdiscImportResult }) {
  const n = result.report.length;
  const { t } = useLingui();
  const core = useCoreMessage();
  const lineLabel = (row: number) => (row === 0 ? t`The file` : t`Line ${row}`);
  return (
    <div role="status" className="space-y-3">
      <Alert tone="error">
        {plural(n, {
          one: 'Nothing was imported: one line of the file cannot be read.',
          other: 'Nothing was imported: # lines of the file cannot be read.',
        })}
      </Alert>
      <ul aria-label={t`Lines that cannot be imported`} className="space-y-2 text-sm">
        {result.report.map((r, i) => (
          <li
            key={`${r.row}-${i}`}
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/40"
          >
            <span className="font-semibold">{lineLabel(r.row)}</span>: {core(r.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
