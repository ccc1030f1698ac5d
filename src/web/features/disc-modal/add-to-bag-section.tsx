/** Wires the add-to-bag form to the signed-in user's bags and the add-disc mutation. */
import { useLingui } from '@lingui/react/macro';
import type { Disc } from '../../../core/disc/types';
import { useSession } from '../../data/session';
import { useAddDisc, useUserDiscs } from '../../data/use-user-discs';
import { plasticSuggestions } from '../../../core/stats/plastics';
import { useBags } from '../../data/use-bags';
import { AddToBagForm } from '../../components/disc/add-to-bag-form';

export function AddToBagSection({
  disc,
  preferredBagId,
}: {
  disc: Disc;
  preferredBagId?: string | null;
}) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const bags = useBags(userId);
  const addDisc = useAddDisc(userId);
  const discs = useUserDiscs(userId);
  const { t } = useLingui();
  return (
    <AddToBagForm
      discName={disc.name}
      bags={bags.isLoading ? undefined : bags.data}
      preferredBagId={preferredBagId}
      bagsError={
        bags.error && bags.data === undefined
          ? bags.error.message || t`Failed to fetch bags. Please try again.`
          : null
      }
      plastics={plasticSuggestions(discs.data ?? [])}
      onAdd={async ({ bagId, color, details, allowDuplicate }) => {
        await addDisc.mutateAsync({
          bagId,
          discitId: disc.id,
          color,
          ...details,
          ...(allowDuplicate ? { allowDuplicate } : {}),
        });
      }}
    />
  );
}
