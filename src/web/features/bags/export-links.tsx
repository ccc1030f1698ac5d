/**
 * ExportLinks: download a bag (or, without `bagId`, the whole collection) as JSON (complete,
 * re-importable) or CSV (for spreadsheets). Plain links: the browser saves the attachment.
 *   <ExportLinks bagId? label="Export" />
 */
import { buttonClasses } from '../../components/ui/button';
import { bagExportUrl, collectionExportUrl } from '../../data/bags-api';

export function ExportLinks({ bagId, label }: { bagId?: string; label: string }) {
  const url = (f: 'json' | 'csv') => (bagId ? bagExportUrl(bagId, f) : collectionExportUrl(f));
  return (
    <span role="group" aria-label={label} className="inline-flex items-center gap-1">
      <span className="mr-1 text-sm font-medium text-fg-soft">{label}</span>
      <a
        href={url('json')}
        download
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        JSON
      </a>
      <a href={url('csv')} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        CSV
      </a>
    </span>
  );
}
