/**
 * DiscDetailsFields: the player's details of one physical disc — plastic (with the plastics they
 * used before as suggestions), weight, condition, nickname/ink, date acquired, notes and, when
 * `withFlight`, their own flight numbers. Controlled by a text draft (core/schemas/disc-details-form).
 *   <DiscDetailsFields draft onChange errors plastics withFlight? catalogueFlight? />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  CONDITION_MAX,
  CONDITION_MIN,
  NICKNAME_MAX,
  NOTES_MAX,
  PLASTIC_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '../../../core/rules/disc-details';
import type { DetailsDraft } from '../../../core/schemas/disc-details-form';
import { formatFlightNumber } from '../../../core/disc/badge';
import type { Disc } from '../../../core/disc/types';
import { TextArea } from '../ui/text-area';
import { FLIGHT_FIELDS } from './flight-numbers';
import { TextField } from '../ui/text-field';
import { errorClasses, hintClasses, labelClasses } from '../ui/field-styles';

export interface DiscDetailsFieldsProps {
  draft: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  errors: Record<string, string>;
  /** Plastics the player used before, most used first. */
  plastics: readonly string[];
  withFlight?: boolean;
  /** The catalogue's numbers, shown beside the player's own. */
  catalogueFlight?: Pick<Disc, 'speed' | 'glide' | 'turn' | 'fade'> | null;
}

export function DiscDetailsFields({
  draft,
  onChange,
  errors,
  plastics,
  withFlight = false,
  catalogueFlight,
}: DiscDetailsFieldsProps) {
  const listId = useId();
  const flightId = useId();
  const { t, i18n } = useLingui();
  const typed = i18n.number(draft.notes.length);
  const most = i18n.number(NOTES_MAX);
  const catalogueNumbers = catalogueFlight
    ? FLIGHT_FIELDS.map(([k]) => formatFlightNumber(catalogueFlight[k])).join(' / ')
    : '';
  const set = (key: keyof DetailsDraft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
        <TextField
          label={t`Weight (g)`}
          value={draft.weight}
          onChange={set('weight')}
          inputMode="decimal"
          placeholder={`${WEIGHT_MIN}–${WEIGHT_MAX}`}
          error={errors.weight}
        />
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
        <TextField
          label={t`Date acquired`}
          type="date"
          value={draft.acquiredOn}
          onChange={set('acquiredOn')}
          error={errors.acquiredOn}
        />
      </div>
      <TextField
        label={t`Nickname or ink`}
        value={draft.nickname}
        onChange={set('nickname')}
        maxLength={NICKNAME_MAX}
        placeholder={t`e.g. name and number on the rim`}
        error={errors.nickname}
      />
      <TextArea
        label={t`Notes`}
        rows={3}
        value={draft.notes}
        onChange={set('notes')}
        maxLength={NOTES_MAX}
        hint={`${typed} / ${most}`}
        error={errors.notes}
      />
      {withFlight && (
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
      )}
    </div>
  );
}
