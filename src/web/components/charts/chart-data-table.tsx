/**
 * ChartDataTable: a 'Show data table' disclosure with the chart's data as a real table.
 *   <ChartDataTable caption columns={['Disc', ...]} rows={[{ id, cells: [...] }]} />
 */
import { Trans } from '@lingui/react/macro';

export interface ChartDataTableProps {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ id: string; cells: readonly string[] }>;
}

export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-100">
        <Trans>Show data table</Trans>
      </summary>
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full min-w-max border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={
                    i === 0 ? 'py-1.5 pr-3 font-semibold' : 'px-2 py-1.5 text-right font-semibold'
                  }
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 dark:border-slate-800">
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="py-1.5 pr-3 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-1.5 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
