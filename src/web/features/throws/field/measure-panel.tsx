/**
 * The field session's "Distance" panel: mark the tee and the landing with the phone (or type the
 * distance when location is off), the finish off the line and its side, the throw type, effort
 * and release of the throw about to be logged.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { GPS_MAX_ACCURACY_M, MAX_FINISH_FT, MAX_THROW_FT } from '../../../../core/rules/throw';
import {
  formatLength,
  fromFeet,
  unitSymbol,
  type DistanceUnit,
} from '../../../../core/flight/thrower';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { Segmented } from '../../../components/ui/segmented';
import { useThrowOptions } from './throw-fields';
import type { ThrowDraft } from './use-throw-draft';

export function MeasurePanel({ draft, unit }: { draft: ThrowDraft; unit: DistanceUnit }) {
  const { position, values, set } = draft;
  const sym = unitSymbol(unit);
  const { t } = useLingui();
  const { effortOptions, releaseOptions, sideOptions, throwTypeOptions } = useThrowOptions();
  const longest = Math.round(fromFeet(MAX_THROW_FT, unit));
  const widest = Math.round(fromFeet(MAX_FINISH_FT, unit));
  return (
    <section
      aria-labelledby="measure-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-surface p-4 dark:border-slate-700"
    >
      <h2 id="measure-heading" className="text-lg font-semibold">
        <Trans>Distance</Trans>
      </h2>
      {!position.refused && <GpsMarks position={position} unit={unit} />}
      {position.error && (
        <Alert tone={position.refused ? 'info' : 'warning'} onDismiss={position.dismissError}>
          <p>{position.error}</p>
        </Alert>
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={position.refused ? t`Distance (${sym})` : t`Or type the distance (${sym})`}
          inputMode="decimal"
          value={values.typed}
          onChange={(e) => set.setTyped(e.target.value)}
          error={draft.typedBad ? t`Between 1 and ${longest} ${sym}` : null}
        />
        <TextField
          label={t`Finish off the line (${sym})`}
          hint={t`Optional`}
          inputMode="decimal"
          value={values.finish}
          onChange={(e) => set.setFinish(e.target.value)}
          error={draft.finishBad ? t`At most ${widest} ${sym}` : null}
        />
      </div>
      <Segmented
        label={t({ message: 'Finished', context: 'side a throw finished on' })}
        options={sideOptions}
        value={values.side}
        onChange={set.setSide}
      />
      <Segmented
        label={t({ message: 'Throw', context: 'shot field' })}
        options={throwTypeOptions}
        value={values.throwType}
        onChange={set.setThrowType}
      />
      <div className="flex flex-wrap gap-4">
        <Segmented
          label={t`Effort`}
          options={effortOptions}
          value={values.effort}
          onChange={set.setEffort}
        />
        <Segmented
          label={t`Release (optional)`}
          options={releaseOptions}
          value={values.release}
          onChange={(r) => set.setRelease(r === values.release ? null : r)}
        />
      </div>
    </section>
  );
}

function GpsMarks({ position, unit }: { position: ThrowDraft['position']; unit: DistanceUnit }) {
  const { t } = useLingui();
  const needed = GPS_MAX_ACCURACY_M;
  const measured = position.landing ? formatLength(position.landing.feet, unit) : '';
  const landingAccuracy = position.landing ? Math.ceil(position.landing.accuracyM) : 0;
  const teeAccuracy = position.tee ? Math.ceil(position.tee.accuracy) : 0;
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="lg"
          variant={position.tee ? 'secondary' : 'primary'}
          className="h-auto min-h-14 py-2 leading-tight whitespace-normal"
          loading={position.busy === 'tee'}
          onClick={position.markTee}
        >
          {position.tee ? t`Mark the tee again` : t`Mark the tee`}
        </Button>
        <Button
          size="lg"
          variant={position.tee && !position.landing ? 'primary' : 'secondary'}
          disabled={!position.tee}
          className="h-auto min-h-14 py-2 leading-tight whitespace-normal"
          loading={position.busy === 'landing'}
          onClick={position.markLanding}
        >
          <Trans>Mark where it landed</Trans>
        </Button>
      </div>
      <p className="text-sm text-fg-muted" data-testid="gps-status">
        {!position.tee
          ? t`Stand on the tee and mark it, walk to your disc, then mark where it landed. Fixes must be ±${needed} m or better (phone GPS is ±3–10 m in the open).`
          : position.landing
            ? t`Measured ${measured} (±${landingAccuracy} m). Now tap the disc you threw.`
            : t`Tee marked (±${teeAccuracy} m). Walk to your disc and mark where it landed.`}
      </p>
    </div>
  );
}
