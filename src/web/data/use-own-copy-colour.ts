/**
 * The colour the player gave their copy of an own disc (decision 0029): having no catalogue
 * picture, its badge wears it (the first copy in their bags) instead of a colour made from its
 * name. Null for a catalogue disc, or an own disc with no copy.
 */
import { useMemo } from 'react';
import { isOwnDiscId } from '../../core/rules/own-disc';
import { useSession } from './session';
import { useUserDiscs } from './use-user-discs';

export function useOwnCopyColour(discId: string): string | null {
  const own = isOwnDiscId(discId);
  const userId = useSession().user?.id ?? null;
  const discs = useUserDiscs(own ? userId : null).data;
  return useMemo(
    () => (own ? (discs?.find((d) => d.discitId === discId)?.color ?? null) : null),
    [own, discs, discId],
  );
}
