/**
 * DiscDetailsFields: the player's details of one physical disc — plastic (with the plastics they
 * used before as suggestions), weight, condition, nickname/ink, date acquired, notes and, when
 * `withFlight`, their own flight numbers. Controlled by a text draft (core/schemas/disc-details-form);
 * each detail's input is in detail-inputs.tsx.
 *   <DiscDetailsFields draft onChange errors plastics withFlight? catalogueFlight? />
 */
import { FORM_DETAILS, type DraftSlot } from '../../../core/rules/disc-details-form';
import { DETAIL_INPUTS, type DetailInputProps } from './detail-inputs';

export interface DiscDetailsFieldsProps extends Omit<DetailInputProps, 'set'> {
  onChange: (next: DetailInputProps['draft']) => void;
  /** With the details of several parts: the player's own flight numbers. */
  withFlight?: boolean;
}

const byPlace = (test: (key: keyof typeof DETAIL_INPUTS, several: boolean) => boolean) =>
  FORM_DETAILS.filter(([key, kind]) => test(key, typeof kind !== 'string')).map(([key]) => key);
const SHORT = byPlace((key, several) => !several && !DETAIL_INPUTS[key].wide);
const WIDE = byPlace((key, several) => !several && DETAIL_INPUTS[key].wide === true);
const SEVERAL = byPlace((_key, several) => several);

export function DiscDetailsFields({
  onChange,
  withFlight = false,
  ...props
}: DiscDetailsFieldsProps) {
  const set = (slot: DraftSlot) => (e: { target: { value: string } }) =>
    onChange({ ...props.draft, [slot]: e.target.value });
  const input = (key: (typeof SHORT)[number]) => {
    const { Input } = DETAIL_INPUTS[key];
    return <Input key={key} {...props} set={set} />;
  };
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{SHORT.map(input)}</div>
      {WIDE.map(input)}
      {withFlight && SEVERAL.map(input)}
    </div>
  );
}
