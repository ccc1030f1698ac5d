/**
 * WishlistView: the player's wishlist. Each disc shows its numbers, its note (editable), the
 * Purchase link, and "Bought it": one click puts it in the chosen bag (the first preselected)
 * and takes it off the wishlist. Wishlisted discs are in no bag and in no statistic.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Bag } from '../../../core/bag-types';
import { flightNumbersText } from '../../../core/disc/badge';
import { WISH_NOTE_MAX } from '../../../core/rules/wishlist';
import type { Wish } from '../../../core/schemas/wishlist';
import { AddErrorAlert, useAddError } from '../../components/disc/add-error';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses, LinkButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { DEFAULT_DISC_COLOR } from '../../lib/disc-colors';
import { useSession } from '../../data/session';
import { usePurchaseConfig } from '../../data/use-catalogue';
import { useMoveWish, useRemoveWish, useUpdateWish } from '../../data/use-wishlist';
import { paths } from '../../lib/paths';
import { purchaseUrl } from '../../lib/purchase-url';
import { CategoryName } from '../../components/disc-words';

export const movedMessage = (name: string, bag: string) => msg`Moved ${name} into ${bag}.`;

export function WishlistView({ wishes, bags }: { wishes: readonly Wish[]; bags: readonly Bag[] }) {
  const { t } = useLingui();
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {done && (
        <Alert tone="success" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {wishes.length === 0 ? (
        <EmptyState
          title={t`Your wishlist is empty`}
          description={t`Add discs from the disc search, a disc's details or a bag's insights.`}
          action={
            <LinkButton to={paths.discs}>
              <Trans>Search discs</Trans>
            </LinkButton>
          }
        />
      ) : (
        <ul className="space-y-3">
          {wishes.map((w) => (
            <WishItem key={w.id} wish={w} bags={bags} onMoved={setDone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WishItem({
  wish,
  bags,
  onMoved,
}: {
  wish: Wish;
  bags: readonly Bag[];
  onMoved: (message: string) => void;
}) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const name = wish.discDetails?.name ?? t`Unknown disc`;
  const moving = useMoveWishTo(wish, name, bags, onMoved, () => setError(null));
  const chosenName = moving.chosen?.name;
  return (
    <Card as="li" padding="sm" data-testid="wish-item">
      <WishHeader wish={wish} name={name} onError={setError} />
      <NoteEditor wish={wish} name={name} />
      <MoveToBag moving={moving} name={name} bags={bags} />
      {error && (
        <Alert tone="error" className="mt-2">
          {error}
        </Alert>
      )}
      <div className="mt-2 empty:hidden">
        <AddErrorAlert
          failure={moving.failure}
          hint={
            chosenName
              ? t`Bought another ${name}? Keep both in ${chosenName}.`
              : t`Bought another ${name}? Keep both in the bag.`
          }
          loading={moving.pending}
          onClick={() => moving.moveInto(true)}
        />
      </div>
    </Card>
  );
}

/** Moving a wish into one of the player's bags (the first one to start with). */
function useMoveWishTo(
  wish: Wish,
  name: string,
  bags: readonly Bag[],
  onMoved: (message: string) => void,
  /** Clears the message of a remove that failed. */
  clearError: () => void,
) {
  const { t, i18n } = useLingui();
  const userId = useSession().user?.id ?? null;
  const move = useMoveWish(userId);
  const [bagId, setBagId] = useState(bags[0]?.id ?? '');
  const failure = useAddError();
  const chosen = bags.find((b) => b.id === bagId) ?? bags[0];
  // Bought a second one: the bag already has this disc, so the player may keep both (0014).
  const moveInto = (allowDuplicate: boolean) => {
    if (!chosen) return;
    clearError();
    failure.clear();
    move.mutate(
      { id: wish.id, bagId: chosen.id, color: DEFAULT_DISC_COLOR, allowDuplicate },
      {
        onSuccess: () => onMoved(i18n._(movedMessage(name, chosen.name))),
        onError: (e) => failure.fail(e, e.message || t`Could not move the disc`),
      },
    );
  };
  return { chosen, setBagId, moveInto, failure, pending: move.isPending };
}

/** The wish's disc, with its Purchase link and Remove. */
function WishHeader({
  wish,
  name,
  onError,
}: {
  wish: Wish;
  name: string;
  onError: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? null;
  const remove = useRemoveWish(userId);
  const { data: purchase } = usePurchaseConfig();
  const d = wish.discDetails;
  const href = d ? purchaseUrl(purchase, d) : null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="font-semibold">
          {name} {d && <span className="font-normal text-fg-faint">{d.brand}</span>}
        </h2>
        {d && (
          <p className="text-xs text-fg-faint tabular-nums">
            <CategoryName category={d.category} /> · {flightNumbersText(d)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Trans>
              Purchase<span className="sr-only"> {name} (opens in a new tab)</span>
            </Trans>
          </a>
        )}
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(wish.id, {
              onError: (e) => onError(e.message || t`Could not remove`),
            })
          }
        >
          <Trans>
            Remove<span className="sr-only"> {name} from your wishlist</span>
          </Trans>
        </Button>
      </div>
    </div>
  );
}

/** "Bought it? Into" a bag, or a link to create one. */
function MoveToBag({
  moving,
  name,
  bags,
}: {
  moving: ReturnType<typeof useMoveWishTo>;
  name: string;
  bags: readonly Bag[];
}) {
  const { t } = useLingui();
  const selectId = useId();
  const chosen = moving.chosen;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2 border-t border-border pt-3">
      {bags.length === 0 ? (
        <p className="text-sm">
          <Trans>
            Bought it?{' '}
            <LinkButton to={paths.bags} size="sm" variant="ghost">
              Create a bag
            </LinkButton>{' '}
            to put it in.
          </Trans>
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1 text-xs font-medium">
            <label htmlFor={selectId}>
              <Trans>Bought it? Into</Trans>
            </label>
            <select
              id={selectId}
              value={chosen?.id}
              onChange={(e) => moving.setBagId(e.target.value)}
              className="h-8 rounded-md border border-border-strong bg-white px-2 text-sm dark:bg-slate-800"
            >
              {bags.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            size="sm"
            aria-label={t`Move to bag: ${name}`}
            loading={moving.pending}
            onClick={() => moving.moveInto(false)}
          >
            <Trans>Move to bag</Trans>
          </Button>
        </>
      )}
    </div>
  );
}

function NoteEditor({ wish, name }: { wish: Wish; name: string }) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? null;
  const update = useUpdateWish(userId);
  const [note, setNote] = useState(wish.note);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const changed = note.trim() !== wish.note;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    update.mutate(
      { id: wish.id, note },
      { onError: (err) => setError(err.message || t`Could not save the note`) },
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium">
        <label htmlFor={id}>
          <Trans>Note</Trans>
        </label>
        <input
          id={id}
          value={note}
          maxLength={WISH_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t`Plastic, weight, colour…`}
          className="h-8 min-w-0 rounded-md border border-border-strong bg-white px-2 text-sm dark:bg-slate-800"
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={!changed}
        loading={update.isPending}
      >
        <Trans>
          Save note<span className="sr-only"> for {name}</span>
        </Trans>
      </Button>
      {error && (
        <span role="alert" className="w-full text-xs text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </form>
  );
}
