/**
 * The dialog that edits one throw: its fields, and (from the throw history) the disc it was
 * thrown with, so a throw logged on the wrong disc moves to the right one. Save replaces the
 * throw (same id); the finish's side defaults as in the session (`sideOf`).
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Throw, ThrowType, Effort, Release } from '../../../../core/schemas/throw';
import { MAX_FINISH_FT, MAX_THROW_FT } from '../../../../core/rules/throw';
import { fromFeet, toFeet, unitSymbol, type DistanceUnit } from '../../../../core/flight/thrower';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Segmented } from '../../../components/ui/segmented';
import { sideOf, typedNumber, useThrowOptions, type Side } from './throw-fields';

/** A disc the throw may be moved to. */
export interface DiscChoice {
  id: string;
  name: string;
}

export function EditThrowDialog({
  value,
  unit,
  discs,
  onClose,
  onSave,
}: {
  value: Throw;
  unit: DistanceUnit;
  /** When given, the throw's disc can be changed to one of these. */
  discs?: readonly DiscChoice[];
  onClose: () => void;
  onSave: (t: Throw) => void;
}) {
  const { t } = useLingui();
  const edit = useThrowEdit(value, unit, onSave);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Edit throw`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={edit.save}>
            <Trans>Save throw</Trans>
          </Button>
        </>
      }
    >
      <ThrowEditFields edit={edit} unit={unit} discs={discs} />
    </Dialog>
  );
}

/** The throw's fields: its disc (when it may move), distance, type, effort, release, finish, note. */
function ThrowEditFields({
  edit,
  unit,
  discs,
}: {
  edit: ReturnType<typeof useThrowEdit>;
  unit: DistanceUnit;
  discs?: readonly DiscChoice[];
}) {
  const sym = unitSymbol(unit);
  const { t } = useLingui();
  const { effortOptions, releaseOptions, sideOptions, throwTypeOptions } = useThrowOptions();
  const { disc, distance, throwType, effort, release, side, finish, note } = edit;
  return (
    <div className="space-y-4">
      {discs && discs.length > 1 && (
        <Select
          label={t({ message: 'Disc', context: 'shot field' })}
          value={disc}
          onChange={(e) => edit.setDisc(e.target.value)}
          options={discs.map((d) => ({ value: d.id, label: d.name }))}
        />
      )}
      <TextField
        label={t`Distance (${sym})`}
        inputMode="decimal"
        value={distance}
        onChange={(e) => edit.setDistance(e.target.value)}
        error={edit.error}
      />
      <Segmented
        label={t({ message: 'Throw', context: 'shot field' })}
        options={throwTypeOptions}
        value={throwType}
        onChange={edit.setThrowType}
      />
      <Segmented
        label={t`Effort`}
        options={effortOptions}
        value={effort}
        onChange={edit.setEffort}
      />
      <Segmented
        label={t`Release (optional)`}
        options={releaseOptions}
        value={release}
        onChange={(r) => edit.setRelease(r === release ? null : r)}
      />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Finish off the line (${sym}, optional)`}
          inputMode="decimal"
          value={finish}
          onChange={(e) => edit.setFinish(e.target.value)}
          className="w-44"
        />
        <Segmented
          label={t({ message: 'Side', context: 'side of the line' })}
          options={sideOptions}
          value={side}
          onChange={edit.setSide}
        />
      </div>
      <TextField
        label={t`Note (optional)`}
        value={note}
        maxLength={300}
        onChange={(e) => edit.setNote(e.target.value)}
      />
    </div>
  );
}

/** The throw's fields as typed, and `save`, which checks the distance and finish first. */
function useThrowEdit(value: Throw, unit: DistanceUnit, onSave: (t: Throw) => void) {
  const sym = unitSymbol(unit);
  const { t } = useLingui();
  const longest = Math.round(fromFeet(MAX_THROW_FT, unit));
  const widest = Math.round(fromFeet(MAX_FINISH_FT, unit));
  const [disc, setDisc] = useState(value.userDiscId);
  const [distance, setDistance] = useState(String(Math.round(fromFeet(value.distanceFt, unit))));
  const [throwType, setThrowType] = useState<ThrowType>(value.throwType);
  const [effort, setEffort] = useState<Effort>(value.effort);
  const [release, setRelease] = useState<Release | null>(value.release);
  const [side, setSide] = useState<Side>(sideOf(value.finishFt));
  const [finish, setFinish] = useState(
    value.finishFt === null ? '' : String(Math.round(fromFeet(Math.abs(value.finishFt), unit))),
  );
  const [note, setNote] = useState(value.note);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const d = typedNumber(distance);
    const feet = d === null ? null : toFeet(d, unit);
    if (feet === null || feet < 1 || feet > MAX_THROW_FT) {
      setError(t`Type a distance between 1 and ${longest} ${sym}`);
      return;
    }
    const f = typedNumber(finish);
    const finishFeet = f === null ? null : toFeet(Math.abs(f), unit) * (side === 'left' ? -1 : 1);
    if (finishFeet !== null && Math.abs(finishFeet) > MAX_FINISH_FT) {
      setError(t`The finish must be at most ${widest} ${sym}`);
      return;
    }
    onSave({
      ...value,
      userDiscId: disc,
      distanceFt: Math.round(feet * 10) / 10,
      throwType,
      effort,
      release,
      finishFt: finishFeet === null ? null : Math.round(finishFeet * 10) / 10,
      note: note.trim(),
    });
  };

  return {
    ...{ disc, setDisc, distance, setDistance, throwType, setThrowType, effort, setEffort },
    ...{ release, setRelease, side, setSide, finish, setFinish, note, setNote, error, save },
  };
}
