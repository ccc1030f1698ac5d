/** The dashboard while bags and discs load: its cards as grey blocks, same layout. */
import { useLingui } from '@lingui/react/macro';
import { SkeletonGroup, SkeletonScreen } from '../../components/ui/spinner';

export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonScreen label={t`Loading dashboard…`}>
      <SkeletonGroup
        className="grid gap-6 lg:grid-cols-3"
        blocks={['h-40 rounded-2xl lg:col-span-2', 'h-40 rounded-2xl']}
      />
      <SkeletonGroup
        className="grid gap-6 lg:grid-cols-2"
        blocks={['h-72 rounded-2xl', 'h-72 rounded-2xl']}
      />
    </SkeletonScreen>
  );
}
