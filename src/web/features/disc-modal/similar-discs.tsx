/**
 * SimilarDiscs: "Find similar" for one disc: the closest catalogue discs of other brands by
 * flight numbers (core/insights findSimilar), each with how it differs ('+1 glide, -1 turn').
 * Choosing one shows it (onShow).
 *   <SimilarDiscs disc={disc} onShow={(d) => …} />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { numberDifferencesText } from '../../components/charts/distance-words';
import { useId, useMemo, useState } from 'react';
import { flightNumbersText } from '../../../core/disc/badge';
import type { Disc } from '../../../core/disc/types';
import { findSimilar } from '../../../core/insights/insights';
import { usePreparedCatalogue } from '../../data/use-prepared-catalogue';
import { Button } from '../../components/ui/button';
import { DiscSuggestion, DiscSuggestions } from '../../components/disc/disc-suggestions';

export function SimilarDiscs({ disc, onShow }: { disc: Disc; onShow: (disc: Disc) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { t } = useLingui();
  const name = disc.name;
  return (
    <section aria-label={t`Discs similar to ${name}`} className="mt-5">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <Trans>Hide similar discs</Trans> : <Trans>Find similar</Trans>}
      </Button>
      <div id={listId} hidden={!open} className="mt-3">
        {open && <SimilarList disc={disc} onShow={onShow} />}
      </div>
    </section>
  );
}

const SHOWN_TWINS = 8;

/** Loads the catalogue only once the player asks. */
function SimilarList({ disc, onShow }: { disc: Disc; onShow: (disc: Disc) => void }) {
  const catalogue = usePreparedCatalogue();
  const { i18n } = useLingui();
  const similar = useMemo(
    () => (catalogue ? findSimilar(disc, catalogue) : null),
    [catalogue, disc],
  );
  if (similar === null)
    return (
      <p className="text-sm">
        <Trans>Loading the catalogue…</Trans>
      </p>
    );
  const { sameNumbers, closest } = similar;
  if (sameNumbers.length === 0 && closest.length === 0) {
    return (
      <p className="text-sm text-fg-faint">
        <Trans>No similar discs: this disc has no complete flight numbers.</Trans>
      </p>
    );
  }
  const twins = sameNumbers
    .slice(0, SHOWN_TWINS)
    .map((d) => `${d.name} (${d.brand})`)
    .join(', ');
  const more = sameNumbers.length - SHOWN_TWINS;
  const name = disc.name;
  return (
    <>
      {sameNumbers.length > 0 && (
        <p className="mb-2 text-sm" data-testid="same-numbers">
          {more > 0 ? (
            <Trans>
              <span className="font-semibold">Same flight numbers:</span> {twins} and {more} more.
            </Trans>
          ) : (
            <Trans>
              <span className="font-semibold">Same flight numbers:</span> {twins}.
            </Trans>
          )}
        </p>
      )}
      {closest.length > 0 && (
        <>
          <p className="mb-2 text-xs text-fg-faint">
            <Trans>
              Closest other brands&rsquo; discs by flight numbers, and how each differs from the{' '}
              {name}:
            </Trans>
          </p>
          <DiscSuggestions>
            {closest.map((s) => (
              <DiscSuggestion
                key={s.disc.id}
                disc={s.disc}
                detail={
                  <>
                    {flightNumbersText(s.disc)} ·{' '}
                    <span data-testid="similar-difference">
                      {numberDifferencesText(disc, s.disc, i18n)}
                    </span>
                  </>
                }
                actions={
                  <Button variant="ghost" size="sm" onClick={() => onShow(s.disc)}>
                    <Trans>View</Trans>
                    <span className="sr-only"> {s.disc.name}</span>
                  </Button>
                }
              />
            ))}
          </DiscSuggestions>
        </>
      )}
    </>
  );
}
