/**
 * ImportReport: why a UDisc file was refused (nothing was stored), one line per row of the
 * file; row 0 is the file as a whole.
 *   <ImportReport result={answer} />
 */
import type { UdiscImportResult } from '../../../core/api/round-routes';
import { Alert } from '../../components/ui/alert';

export function ImportReport({ result }: { result: UdiscImportResult }) {
  const n = result.report.length;
  return (
    <div role="status" className="space-y-3">
      <Alert tone="error">
        Nothing was imported: {n === 1 ? 'one line' : `${n} lines`} of the file cannot be read.
      </Alert>
      <ul aria-label="Lines that cannot be imported" className="space-y-2 text-sm">
        {result.report.map((r, i) => (
          <li
            key={`${r.row}-${i}`}
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/40"
          >
            <span className="font-semibold">{r.row === 0 ? 'The file' : `Line ${r.row}`}</span>:{' '}
            {r.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
