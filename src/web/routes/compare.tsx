/**
 * /compare?ids=a,b,c,d — up to four catalogue discs compared (numbers, paths, differences in
 * words). The ids come from the URL, so a comparison can be shared or reloaded; removing a disc
 * updates the URL and the selection.
 */
import { Link, useSearchParams } from 'react-router';
import type { Disc } from '../../core/disc/types';
import { PageHeading } from '../components/page-heading';
import { Alert } from '../components/ui/alert';
import { EmptyState } from '../components/ui/empty-state';
import { Skeleton } from '../components/ui/spinner';
import { catalogueErrorMessage, useCatalogue } from '../data/use-catalogue';
import { MAX_COMPARE, useCompareSelection } from '../lib/compare-selection';
import { paths } from '../lib/paths';
import { CompareView } from '../features/compare/compare-view';

export default function ComparePage() {
  const [params, setParams] = useSearchParams();
  const catalogue = useCatalogue();
  const selection = useCompareSelection();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, MAX_COMPARE);
  const byId = new Map((catalogue.data ?? []).map((d) => [d.id, d]));
  const discs = ids.map((id) => byId.get(id)).filter((d): d is Disc => d !== undefined);
  const remove = (id: string) => {
    const rest = ids.filter((x) => x !== id);
    setParams(rest.length ? { ids: rest.join(',') } : {});
    if (selection.ids.includes(id)) selection.toggle(id);
  };

  return (
    <div className="space-y-6">
      <PageHeading title="Compare discs">
        Up to {MAX_COMPARE} discs side by side, with their flights for your arm and throw.
      </PageHeading>
      {catalogue.isPending ? (
        <Skeleton className="h-64" />
      ) : catalogue.isError ? (
        <Alert tone="error">{catalogueErrorMessage(catalogue.error)}</Alert>
      ) : discs.length === 0 ? (
        <EmptyState
          title="No discs to compare"
          description="Pick up to 4 discs with Compare in the disc search or a bag."
          headingLevel={2}
          action={
            <Link
              to={paths.discs}
              className="font-medium text-brand-700 hover:underline dark:text-brand-200"
            >
              Go to Disc Search
            </Link>
          }
        />
      ) : (
        <CompareView discs={discs} onRemove={remove} />
      )}
    </div>
  );
}
