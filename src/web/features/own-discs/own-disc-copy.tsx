/**
 * The copy a new own disc puts in a bag: its colour, and (folded away) its plastic, weight and
 * other details, checked with the disc-details schema when the form is sent.
 *   const copy = useOwnDiscCopy(userId);
 *   <OwnDiscCopyFields copy={copy} />
 *   const details = await copy.details(); // null: the form says what is wrong
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DiscDetailsInput } from '../../../core/collection/disc-fields';
import { EMPTY_DRAFT } from '../../../core/rules/disc-details-form';
import { plasticSuggestions } from '../../../core/stats/plastics';
import { ColorPicker } from '../../components/color-picker';
import { DiscDetailsFields } from '../../components/disc/disc-details-fields';
import { Button } from '../../components/ui/button';
import { useUserDiscs } from '../../data/use-user-discs';
import { DEFAULT_DISC_COLOR } from '../../lib/disc-colors';
import { SCHEMAS_UNAVAILABLE, useFormSchemas } from '../../lib/schemas';

export function useOwnDiscCopy(userId: string | null) {
  const [color, setColor] = useState(DEFAULT_DISC_COLOR);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schemas = useFormSchemas();
  const plastics = plasticSuggestions(useUserDiscs(userId).data ?? []);
  return {
    color,
    setColor,
    draft,
    setDraft,
    open,
    setOpen,
    errors,
    plastics,
    /**
     * The details filled in (an empty field is simply not set), or null when they are wrong (the
     * details open with their messages) or the schemas cannot load (`unavailable` is said).
     */
    async details(unavailable: (message: string) => void): Promise<DiscDetailsInput | null> {
      const parsed = (await schemas.load())?.parseDraft(draft);
      if (!parsed) {
        unavailable(SCHEMAS_UNAVAILABLE);
        return null;
      }
      if (!parsed.ok) {
        setErrors(parsed.fields);
        setOpen(true);
        return null;
      }
      setErrors({});
      return Object.fromEntries(Object.entries(parsed.value).filter(([, v]) => v !== null));
    },
  };
}

export type OwnDiscCopy = ReturnType<typeof useOwnDiscCopy>;

export function OwnDiscCopyFields({ copy }: { copy: OwnDiscCopy }) {
  const { t } = useLingui();
  const detailsId = useId();
  return (
    <>
      <ColorPicker value={copy.color} onChange={copy.setColor} />
      <div>
        <Button
          variant="plain"
          size="icon"
          aria-expanded={copy.open}
          aria-controls={detailsId}
          onClick={() => copy.setOpen((v) => !v)}
          className="p-0 text-sm font-medium text-accent-text hover:underline"
        >
          {copy.open ? t`Hide details` : t`Add details: plastic, weight, notes…`}
        </Button>
        <div id={detailsId} hidden={!copy.open} className="mt-3">
          <DiscDetailsFields
            draft={copy.draft}
            onChange={copy.setDraft}
            errors={copy.errors}
            plastics={copy.plastics}
          />
        </div>
      </div>
    </>
  );
}
