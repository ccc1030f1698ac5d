/**
 * /field — a field session on the phone (decision 0030): choose a few discs, then one large tap
 * per throw (features/throws/field/session.tsx). The distance is measured ("Mark the tee", walk, "Mark
 * where it landed": two GPS fixes, each ±15 m or better) or typed; each disc's throws are listed
 * with the figures of its full-power throws of one type, and can be edited or deleted. Every
 * throw, with filters and trends, is on the throw history (/field/history).
 */
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isArchived } from '../../core/rules/disc-details';
import { ScreenHeader } from '../components/page-heading';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { Button, LinkButton } from '../components/ui/button';
import { Skeletons } from '../components/ui/spinner';
import { EmptyState } from '../components/ui/empty-state';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useUserDiscs } from '../data/use-user-discs';
import { useThrowSummary } from '../data/use-throws';
import { DiscPicker } from '../features/throws/field/disc-picker';
import { Session } from '../features/throws/field/session';
import { paths } from '../lib/paths';

const CHOSEN_KEY = 'hyzer-field-discs';
const readChosen = (): string[] => {
  try {
    const v = JSON.parse(localStorage.getItem(CHOSEN_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export default function FieldPage() {
  const userId = useSession().user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);
  const summary = useThrowSummary(userId);
  const [chosen, setChosenState] = useState<string[]>(readChosen);
  const [picking, setPicking] = useState(false);
  const setChosen = (ids: string[]) => {
    setChosenState(ids);
    localStorage.setItem(CHOSEN_KEY, JSON.stringify(ids));
  };
  const active = useMemo(() => (discs.data ?? []).filter((d) => !isArchived(d)), [discs.data]);
  const inSession = active.filter((d) => chosen.includes(d.id));
  const failed = readFailure([bags, discs, summary]);
  const loading = discs.data === undefined || summary.data === undefined;
  const { t } = useLingui();

  return (
    <div className="space-y-5">
      <title>{`${t`Field session`} · Hyzer`}</title>
      <ScreenHeader
        title={t`Field session`}
        actions={
          <>
            <LinkButton variant="secondary" to={paths.fieldHistory}>
              <Trans>Throw history</Trans>
            </LinkButton>
            {inSession.length > 0 && !picking ? (
              <Button variant="secondary" onClick={() => setPicking(true)}>
                <Trans>Change discs</Trans>
              </Button>
            ) : null}
          </>
        }
      >
        <Trans>
          Log throws on the course or a field: tap the disc you threw, with the distance measured by
          your phone or typed.
        </Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[bags, discs, summary]} />
      {loading ? (
        failed ? null : (
          <div className="grid gap-3" aria-busy="true">
            <Skeletons count={2} className="h-28" />
          </div>
        )
      ) : active.length === 0 ? (
        <EmptyState
          title={t`No discs to throw yet`}
          description={t`Add discs to a bag first; then pick a few here.`}
          action={
            <LinkButton to={paths.bags}>
              <Trans>Go to My Bags</Trans>
            </LinkButton>
          }
        />
      ) : picking || inSession.length === 0 ? (
        <DiscPicker
          discs={active}
          bagName={(id) => bags.data?.find((b) => b.id === id)?.name ?? ''}
          chosen={chosen}
          onDone={(ids) => {
            setChosen(ids);
            setPicking(false);
          }}
        />
      ) : (
        <Session userId={userId} discs={inSession} summary={summary.data} />
      )}
    </div>
  );
}
