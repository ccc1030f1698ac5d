/**
 * /compare?ids=a,b,c,d — up to four discs compared (numbers, paths, differences in words). An id
 * is a catalogue disc, or one of the player's discs as `<catalogueId>~<userDiscId>`
 * (lib/compare-selection): the player sees that disc with their own numbers, plastic and copy; a
 * visitor of the same link sees the catalogue disc. The ids come from the URL, so a comparison
 * can be shared or reloaded; removing a disc updates the URL and the selection.
 */
import { type I18n } from '@lingui/core';
import { currentI18n } from '../i18n/current';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { UserDisc } from '../../core/bag-types';
import type { Disc } from '../../core/disc/types';
import { withPersonalFlight } from '../../core/flight/personal-flight';
import { PageHeading } from '../components/page-heading';
import { Alert } from '../components/ui/alert';
import { EmptyState } from '../components/ui/empty-state';
import { Skeleton } from '../components/ui/spinner';
import { catalogueErrorMessage } from '../data/use-catalogue';
import { usePlayerCatalogue } from '../data/use-own-discs';
import { useSession } from '../data/session';
import { useUserDiscs } from '../data/use-user-discs';
import { catalogueDiscFor } from '../features/bags/catalogue-disc';
import { MAX_COMPARE, parseCompareRef, useCompareSelection } from '../lib/compare-selection';
import { paths } from '../lib/paths';
import { CompareView, type CompareDisc } from '../features/compare/compare-view';

/** One of the player's discs as compared: its own numbers, and its plastic, weight and copy. */
export function playerCompareDisc(
  ref: string,
  disc: UserDisc,
  catalogue: readonly Disc[] | undefined,
  i18n: I18n = currentI18n(),
): CompareDisc | null {
  const base = catalogueDiscFor(disc, catalogue);
  if (!base) return null;
  const flown = withPersonalFlight(disc).discDetails;
  const copy = disc.copy;
  const detail = [
    disc.plastic,
    typeof disc.weight === 'number' ? `${i18n.number(disc.weight)} g` : null,
    copy ? i18n._(msg`copy ${copy}`) : null,
    disc.myFlight ? i18n._(msg`your numbers`) : null,
  ].filter(Boolean);
  return {
    ...base,
    ...(flown
      ? { speed: flown.speed, glide: flown.glide, turn: flown.turn, fade: flown.fade }
      : {}),
    id: ref,
    detail: detail.length > 0 ? detail.join(' · ') : undefined,
  };
}

export default function ComparePage() {
  const [params, setParams] = useSearchParams();
  const catalogue = usePlayerCatalogue();
  const selection = useCompareSelection();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, MAX_COMPARE);
  const userId = useSession().user?.id ?? null;
  const { t, i18n } = useLingui();
  const mine = useUserDiscs(userId);
  const byId = new Map((catalogue.data ?? []).map((d) => [d.id, d]));
  const discs = ids
    .map((ref): CompareDisc | undefined => {
      const { catalogueId, userDiscId } = parseCompareRef(ref);
      const own = userDiscId ? mine.data?.find((d) => d.id === userDiscId) : undefined;
      if (own) return playerCompareDisc(ref, own, catalogue.data, i18n) ?? undefined;
      const found = byId.get(catalogueId);
      return found && { ...found, id: ref };
    })
    .filter((d): d is CompareDisc => d !== undefined);
  // The player's own discs wait for their list; a visitor's link shows the catalogue's at once.
  const waiting =
    catalogue.isPending || (userId !== null && mine.isPending && ids.some((r) => r.includes('~')));
  const remove = (id: string) => {
    const rest = ids.filter((x) => x !== id);
    setParams(rest.length ? { ids: rest.join(',') } : {});
    if (selection.ids.includes(id)) selection.toggle(id);
  };

  return (
    <div className="space-y-6">
      {/* The document's title in the page's language (index.html's is English). */}
      <title>{t`Hyzer — disc golf bag manager`}</title>
      <PageHeading title={t`Compare discs`}>
        <Trans>
          Up to {MAX_COMPARE} discs side by side, with their flights for your arm and throw.
        </Trans>
      </PageHeading>
      {waiting ? (
        <Skeleton className="h-64" />
      ) : catalogue.isError ? (
        <Alert tone="error">{catalogueErrorMessage(catalogue.error)}</Alert>
      ) : discs.length === 0 ? (
        <EmptyState
          title={t`No discs to compare`}
          description={t`Pick up to 4 discs with Compare in the disc search or a bag.`}
          headingLevel={2}
          action={
            <Link
              to={paths.discs}
              className="font-medium text-brand-700 hover:underline dark:text-brand-200"
            >
              <Trans>Go to Disc Search</Trans>
            </Link>
          }
        />
      ) : (
        <CompareView discs={discs} onRemove={remove} />
      )}
    </div>
  );
}
