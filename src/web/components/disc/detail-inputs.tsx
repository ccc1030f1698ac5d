/**
 * The disc-details form's input for each detail it edits (core/rules/disc-details-form's
 * DRAFT_KINDS): the compiler refuses a detail of the form without its input here. DiscDetailsFields
 * lays them out: the short ones two to a row, the `wide` ones full width, a detail of several
 * parts (the flight numbers) in a fieldset of its own.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import {
  CONDITION_MAX,
  CONDITION_MIN,
  NICKNAME_MAX,
  NOTES_MAX,
  PLASTIC_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '../../../core/rules/disc-details';
import type { DetailsDraft, DraftSlot, FormDetailKey } from '../../../core/rules/disc-details-form';
import { formatFlightNumber } from '../../../core/disc/badge';
import type { Disc } from '../../../core/disc/types';
import { TextArea } from '../ui/text-area';
import { FLIGHT_FIELDS } from './flight-numbers';
import { TextField } from '../ui/text-field';
import { errorClasses, hintClasses, labelClasses } from '../ui/field-styles';

export interface DetailInputProps {
  draft: DetailsDraft;
  set: (slot: DraftSlot) => (e: { target: { value: string } }) => void;
  errors: Record<string, string>;
  /** Plastics the player used before, most used first. */
  plastics: readonly string[];
  /** The catalogue's numbers, shown beside the player's own. */
  catalogueFlight?: Pick<Disc, 'speed' | 'glide' | 'turn' | 'fade'> | null;
}

interface DetailInput {
  /** Full width, below the short ones. */
  wide?: boolean;
  Input: (props: DetailInputProps) => ReactNode;
}

export const DETAIL_INPUTS: { readonly [K in FormDetailKey]: DetailInput } = {
  plastic: { Input: PlasticInput },
  weight: { Input: WeightInput },
  condition: { Input: ConditionInput },
  nickname: { wide: true, Input: NicknameInput },
  notes: { wide: true, Input: NotesInput },
  acquiredOn: { Input: AcquiredInput },
  myFlight: { Input: FlightInputs },
};

function PlasticInput({ draft, set, errors, plastics }: DetailInputProps) {
  const listId = useId();
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Plastic`}
        value={draft.plastic}
        onChange={set('plastic')}
        list={listId}
        maxLength={PLASTIC_MAX}
        placeholder={t`e.g. Star`}
        autoComplete="off"
        error={errors.plastic}
      />
      <datalist id={listId}>
        {plastics.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
    </>
  );
}

function WeightInput({ draft, set, errors }: DetailInputProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Weight (g)`}
      value={draft.weight}
      onChange={set('weight')}
      inputMode="decimal"
      placeholder={`${WEIGHT_MIN}–${WEIGHT_MAX}`}
      error={errors.weight}
    />
  );
}

function ConditionInput({ draft, set, errors }: DetailInputProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Condition (1–10)`}
      value={draft.condition}
      onChange={set('condition')}
      type="number"
      min={CONDITION_MIN}
      max={CONDITION_MAX}
      step={1}
      hint={t`10 = new`}
      error={errors.condition}
    />
  );
}

function NicknameInput({ draft, set, errors }: DetailInputProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Nickname or ink`}
      value={draft.nickname}
      onChange={set('nickname')}
      maxLength={NICKNAME_MAX}
      placeholder={t`e.g. name and number on the rim`}
      error={errors.nickname}
    />
  );
}

function NotesInput({ draft, set, errors }: DetailInputProps) {
  const { t, i18n } = useLingui();
  const typed = i18n.number(draft.notes.length);
  const most = i18n.number(NOTES_MAX);
  return (
    <TextArea
      label={t`Notes`}
      rows={3}
      value={draft.notes}
      onChange={set('notes')}
      maxLength={NOTES_MAX}
      hint={`${typed} / ${most}`}
      error={errors.notes}
    />
  );
}

function AcquiredInput({ draft, set, errors }: DetailInputProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Date acquired`}
      type="date"
      value={draft.acquiredOn}
      onChange={set('acquiredOn')}
      error={errors.acquiredOn}
    />
  );
}

function FlightInputs({ draft, set, errors, catalogueFlight }: DetailInputProps) {
  const flightId = useId();
  const { i18n } = useLingui();
  const catalogueNumbers = catalogueFlight
    ? FLIGHT_FIELDS.map(([k]) => formatFlightNumber(catalogueFlight[k])).join(' / ')
    : '';
  return (
    <fieldset aria-describedby={`${flightId}-hint`}>
      <legend className={labelClasses}>
        <Trans>Your flight numbers (optional)</Trans>
      </legend>
      <p id={`${flightId}-hint`} className={hintClasses}>
        {catalogueFlight ? (
          <Trans>
            Used in place of the catalogue&rsquo;s in your charts and stats. Catalogue:{' '}
            {catalogueNumbers}.
          </Trans>
        ) : (
          <Trans>Used in place of the catalogue&rsquo;s in your charts and stats.</Trans>
        )}
      </p>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {FLIGHT_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={i18n._(label)}
            value={draft[key]}
            onChange={set(key)}
            inputMode={key === 'speed' || key === 'glide' ? 'decimal' : undefined}
            placeholder={catalogueFlight ? formatFlightNumber(catalogueFlight[key]) : ''}
          />
        ))}
      </div>
      {errors.myFlight && (
        <p role="alert" className={errorClasses}>
          {errors.myFlight}
        </p>
      )}
    </fieldset>
  );
}
