/**
 * OwnDiscLinkOffers: when a catalogue import or sync brings a disc with the brand and name of one
 * of the player's own discs (decision 0007's identity), one line per disc offers to switch to the
 * catalogue's entry, keeping every copy, detail, photo and personal number. Nothing changes
 * without the player's word; "Keep mine" hides the offer for this visit.
 *   <OwnDiscLinkOffers />
 */
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useSession } from '../../data/session';
import { useLinkOwnDisc, useOwnDiscLinks } from '../../data/use-own-discs';
import { errorMessage } from '../../lib/error-message';

export function OwnDiscLinkOffers() {
  const userId = useSession().user?.id ?? null;
  const offers = useOwnDiscLinks(userId);
  const link = useLinkOwnDisc(userId);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = (offers.data ?? []).filter((o) => !kept.has(o.ownDisc.id));
  if (shown.length === 0 && !done && !error) return null;
  return (
    <div className="space-y-2" data-testid="own-disc-link-offers">
      {done && (
        <Alert tone="success" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {shown.map(({ ownDisc, catalogueDisc }) => {
        const ownName = ownDisc.name;
        const brand = catalogueDisc.brand;
        const catalogueName = catalogueDisc.name;
        return (
          <Alert key={ownDisc.id} tone="info">
            <p>
              <Trans>
                The catalogue now has {brand} {catalogueName}. Switch your own {ownName} to it,
                keeping your copies, details and photos?
              </Trans>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                loading={link.isPending && link.variables?.id === ownDisc.id}
                onClick={() => {
                  setError(null);
                  link.mutate(
                    { id: ownDisc.id, catalogueDiscId: catalogueDisc.id },
                    {
                      onSuccess: ({ discs: count }) =>
                        setDone(
                          plural(count, {
                            one: `${ownName} is now the catalogue's ${catalogueName}: # disc moved over.`,
                            other: `${ownName} is now the catalogue's ${catalogueName}: # discs moved over.`,
                          }),
                        ),
                      onError: (err) => setError(errorMessage(err)),
                    },
                  );
                }}
              >
                <Trans>Switch to the catalogue’s</Trans>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setKept((k) => new Set(k).add(ownDisc.id))}
              >
                <Trans>Keep mine</Trans>
              </Button>
            </div>
          </Alert>
        );
      })}
    </div>
  );
}
