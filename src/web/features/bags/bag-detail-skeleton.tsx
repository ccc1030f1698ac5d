/** The bag detail screen while bags and discs load: the header, stats and rows as grey blocks. */
import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup, SkeletonScreen } from '../../components/ui/spinner';

export function BagDetailSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonScreen label={t`Loading bag…`}>
      <Skeleton className="h-4 w-32" />
      <SkeletonGroup className="space-y-2" blocks={['h-8 w-64', 'h-4 w-96 max-w-full']} />
      <SkeletonGroup
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        blocks={new Array<string>(4).fill('h-24 rounded-2xl')}
      />
      <SkeletonGroup className="space-y-2" blocks={new Array<string>(5).fill('h-12 rounded-xl')} />
    </SkeletonScreen>
  );
}
