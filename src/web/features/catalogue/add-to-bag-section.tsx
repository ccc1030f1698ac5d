/** Wires the add-to-bag form to the signed-in user's bags and the add-disc mutation. */
import type { Disc } from '../../../core/disc/types';
import { useAuth } from '../auth/auth-context';
import { useAddDisc } from '../bags/use-user-discs';
import { useBags } from '../bags/use-bags';
import { AddToBagForm } from './add-to-bag-form';

export function AddToBagSection({ disc }: { disc: Disc }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const bags = useBags(userId);
  const addDisc = useAddDisc(userId);
  return (
    <AddToBagForm
      discName={disc.name}
      bags={bags.isLoading ? undefined : bags.data}
      bagsError={
        bags.error ? bags.error.message || 'Failed to fetch bags. Please try again.' : null
      }
      onAdd={async ({ bagId, color }) => {
        await addDisc.mutateAsync({ bagId, discitId: disc.id, color });
      }}
    />
  );
}
