/**
 * /discs — the disc search (docs/product.md). The catalogue is searched in memory: the
 * index is built once per catalogue load and each (debounced) query runs over it. All search
 * state lives in the URL (reload and sharing keep it).
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ComponentProps } from 'react';
import type { Disc } from '../../core/disc/types';
import type { CatalogQuery } from '../../core/search/query';
import { createSearchIndex, runQuery } from '../../core/search/search-index';
import { ReadsLoadError } from '../components/load-error';
import { PageHeading } from '../components/page-heading';
import { PRERENDERING } from '../lib/prerendering';
import { Button } from '../components/ui/button';
import { Skeletons } from '../components/ui/spinner';
import { DiscModal } from '../features/disc-modal/disc-modal';
import { SearchControls } from '../features/catalogue/search-controls';
import { SearchResults } from '../features/catalogue/search-results';
import { useCatalogQuery } from '../features/catalogue/use-catalog-query';
import { catalogueErrorMessage } from '../data/use-catalogue';
import { usePlayerCatalogue } from '../data/use-own-discs';
import { isOwnDiscId } from '../../core/rules/own-disc';
import { Alert } from '../components/ui/alert';
import { OwnDiscActions } from '../features/own-discs/own-disc-actions';
import { OwnDiscDialog } from '../features/own-discs/own-disc-dialog';
import { OwnDiscLinkOffers } from '../features/own-discs/own-disc-link-offers';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { AddingToBagNote } from '../features/catalogue/adding-to-bag-note';
import { DISCS_BAG_PARAM, DISCS_MINE_PARAM } from '../lib/paths';
import { coreMessage } from '../i18n/core-message';
import type { OwnDisc } from '../../core/schemas/own-disc';

/** What a finished "Refresh catalogue" says: how many discs, and how many came new. */
export function refreshOutcome(
  before: number,
  after: number | undefined,
  failed: boolean,
  i18n: I18n,
): string {
  if (failed || after === undefined)
    return navigator.onLine
      ? i18n._(msg`The catalogue could not be refreshed. Please try again.`)
      : i18n._(msg`You're offline: the catalogue could not be refreshed.`);
  const discs = i18n.number(after);
  const added = after - before;
  if (before > 0 && added > 0) {
    const fresh = i18n.number(added);
    return plural(after, {
      one: `Catalogue refreshed: ${discs} disc, ${fresh} new.`,
      other: `Catalogue refreshed: ${discs} discs, ${fresh} new.`,
    });
  }
  return plural(after, {
    one: `Catalogue is up to date: ${discs} disc.`,
    other: `Catalogue is up to date: ${discs} discs.`,
  });
}

/**
 * The catalogue (or only the player's own discs) searched by `query`: names sort, and categories
 * and stability words match, as the page's language has them.
 */
function useSearchResult(discs: Disc[] | undefined, onlyMine: boolean, query: CatalogQuery) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const searched = useMemo(
    () => (onlyMine ? (discs ?? []).filter((d) => isOwnDiscId(d.id)) : discs),
    [discs, onlyMine],
  );
  const index = useMemo(
    () =>
      createSearchIndex(searched ?? [], {
        locale,
        word: (english) => coreMessage(english, locale),
      }),
    [searched, locale],
  );
  return useMemo(() => runQuery(index, query), [index, query]);
}

/** The page's title, Show Filters on a narrow screen, and Refresh catalogue with its outcome. */
function SearchHeading({
  showFilters,
  frame,
  filtersShown,
  onToggleFilters,
}: {
  showFilters: boolean;
  frame: boolean;
  filtersShown: boolean;
  onToggleFilters: () => void;
}) {
  const { t, i18n } = useLingui();
  const catalogue = usePlayerCatalogue();
  const [refreshed, setRefreshed] = useState<string | null>(null);
  const refresh = async () => {
    setRefreshed(null);
    const before = catalogue.data?.length ?? 0;
    const after = await catalogue.refetch();
    setRefreshed(refreshOutcome(before, after.data?.length, after.isError, i18n));
  };
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={t({ message: 'Disc Search', context: 'navigation' })}>
          <Trans>Find discs by name, brand, category or flight numbers.</Trans>
          <span className="hidden md:inline">
            {' '}
            <Trans>Press / to search.</Trans>
          </span>
        </PageHeading>
        <div className="flex gap-2">
          {showFilters && (
            <Button
              variant="secondary"
              size="sm"
              className={frame ? 'md:hidden' : undefined}
              aria-expanded={filtersShown}
              aria-controls="advanced-filters"
              onClick={onToggleFilters}
            >
              {filtersShown ? t`Hide Filters` : t`Show Filters`}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            loading={catalogue.isFetching && !catalogue.isPending}
            onClick={() => void refresh()}
          >
            <Trans>Refresh catalogue</Trans>
          </Button>
        </div>
      </div>
      <p role="status" className="text-sm text-fg-faint empty:hidden">
        {refreshed}
      </p>
    </>
  );
}

/** "Only my own discs": the discs the player added themselves, searched the same way. */
function OnlyMineToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-fg-soft">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-brand-700 dark:accent-brand-400"
      />
      <Trans>Only my own discs</Trans>
    </label>
  );
}

/** The results once the catalogue is read (rows of placeholders until then, or its error). */
function CatalogueResults({
  catalogue,
  onOpen,
  onAddOwn,
  ...results
}: {
  catalogue: ReturnType<typeof usePlayerCatalogue>;
} & ComponentProps<typeof SearchResults>) {
  const { t } = useLingui();
  const { query, result, setQuery, narrow } = results;
  if (catalogue.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={t`Loading discs`}>
        <Skeletons count={8} className="h-12 w-full" />
      </div>
    );
  }
  return (
    <>
      <ReadsLoadError reads={[catalogue]} message={catalogueErrorMessage} />
      {catalogue.data !== undefined && (
        <SearchResults
          query={query}
          result={result}
          setQuery={setQuery}
          narrow={narrow}
          onOpen={onOpen}
          onAddOwn={onAddOwn}
        />
      )}
    </>
  );
}

/** A disc's modal from the search, with an own disc's edit and delete. */
function SearchDiscModal({
  disc,
  onClose,
  preferredBagId,
  onOwnChanged,
}: {
  disc: Disc | null;
  onClose: () => void;
  preferredBagId: string | null;
  /** An own disc changed or deleted: what to say. */
  onOwnChanged: (message: string) => void;
}) {
  return (
    <DiscModal
      disc={disc}
      open={disc !== null}
      onClose={onClose}
      preferredBagId={preferredBagId}
      ownDiscActions={(own) => (
        <OwnDiscActions disc={own} onChanged={onOwnChanged} onDeleted={onOwnChanged} />
      )}
    />
  );
}

/** The disc modal, the new own disc dialog and what an own disc's change said. */
function useDiscDialogs() {
  const [selected, setSelected] = useState<Disc | null>(null);
  const [addingOwn, setAddingOwn] = useState<string | null>(null);
  const [ownNotice, setOwnNotice] = useState<string | null>(null);
  /** An own disc changed or deleted from its modal: said, and the modal closed. */
  const closeWith = (message: string) => {
    setOwnNotice(message);
    setSelected(null);
  };
  /** A new own disc saved: said; not put in a bag, its disc modal, to add it to one or wish it. */
  const saved = (disc: OwnDisc, message: string, inBag: boolean) => {
    setAddingOwn(null);
    setOwnNotice(message);
    if (!inBag) setSelected({ ...disc, link: null });
  };
  return {
    selected,
    setSelected,
    addingOwn,
    setAddingOwn,
    ownNotice,
    setOwnNotice,
    closeWith,
    saved,
  };
}

export default function DiscSearchPage() {
  const { t } = useLingui();
  const catalogue = usePlayerCatalogue();
  const [query, setQuery, setKeptParam, keptParam] = useCatalogQuery();
  const narrow = useNarrowScreen();
  // A prerendered frame (decision 0021) cannot know the screen's width: it draws the narrow
  // screen's Show Filters and the wide screen's filters, and CSS shows each at its own width.
  const frame = PRERENDERING;
  const [filtersShown, setFiltersShown] = useState(false);
  const { selected, setSelected, addingOwn, setAddingOwn, ownNotice, setOwnNotice, ...own } =
    useDiscDialogs();
  // "Only my discs": the discs the player added themselves, searched the same way.
  const onlyMine = keptParam(DISCS_MINE_PARAM) === '1';
  const result = useSearchResult(catalogue.data, onlyMine, query);
  // Opened from a bag's Add Discs: that bag is preselected in the disc modal.
  const { user } = useSession();
  const bags = useBags(user?.id ?? null);
  const fromBagId = keptParam(DISCS_BAG_PARAM);
  const fromBag = bags.data?.find((b) => b.id === fromBagId) ?? null;

  return (
    <div className="space-y-6">
      <title>{t`Disc Search · Hyzer`}</title>
      <SearchHeading
        showFilters={narrow || frame}
        frame={frame}
        filtersShown={filtersShown}
        onToggleFilters={() => setFiltersShown((v) => !v)}
      />

      {fromBag && <AddingToBagNote bag={fromBag} />}
      <OwnDiscLinkOffers />
      {ownNotice && (
        <Alert tone="success" onDismiss={() => setOwnNotice(null)}>
          {ownNotice}
        </Alert>
      )}

      <SearchControls
        query={query}
        setQuery={setQuery}
        filtersVisible={!narrow || filtersShown}
        filtersClassName={frame ? 'max-md:hidden' : undefined}
      />
      <OnlyMineToggle
        on={onlyMine}
        onChange={(on) => setKeptParam(DISCS_MINE_PARAM, on ? '1' : null)}
      />

      <CatalogueResults
        catalogue={catalogue}
        query={query}
        result={result}
        setQuery={setQuery}
        narrow={narrow}
        onOpen={setSelected}
        onAddOwn={user ? setAddingOwn : undefined}
      />

      <SearchDiscModal
        disc={selected}
        onClose={() => setSelected(null)}
        preferredBagId={fromBag?.id ?? null}
        onOwnChanged={own.closeWith}
      />
      <OwnDiscDialog
        open={addingOwn !== null}
        name={addingOwn ?? ''}
        bags={bags.data ?? []}
        preferredBagId={fromBag?.id ?? null}
        onClose={() => setAddingOwn(null)}
        onSaved={own.saved}
      />
    </div>
  );
}
