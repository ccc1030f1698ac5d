/**
 * The throwing-hand preference: two radio buttons bound to useHandedness. A choice is saved at
 * once (no Save button) and says so for 3 seconds.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../components/ui/cn';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { useHandedness, type Handedness } from '../../lib/use-handedness';
import { SettingsSection } from './settings-section';

const HAND_SAVED = msg`Throwing hand saved.`;

const CHOICES: Array<{ value: Handedness; label: MessageDescriptor; hint: MessageDescriptor }> = [
  { value: 'righty', label: msg`Right-handed`, hint: msg`Backhand fades to the left` },
  { value: 'lefty', label: msg`Left-handed`, hint: msg`Charts are mirrored` },
];

export function HandednessChoice() {
  const { t, i18n } = useLingui();
  const { handedness, setHandedness } = useHandedness();
  const [saved, showSaved] = useTimedMessage();
  return (
    <SettingsSection
      legend={t`Throwing hand`}
      help={t`Flight and stability charts are drawn for this hand. Saved on this device as soon as you choose.`}
    >
      <div className="grid grid-cols-2 gap-3">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              handedness === c.value
                ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/40'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name="handedness"
              value={c.value}
              checked={handedness === c.value}
              onChange={() => {
                setHandedness(c.value);
                showSaved(i18n._(HAND_SAVED));
              }}
              className="mt-0.5 accent-brand-700 dark:accent-brand-400"
            />
            <span>
              <span className="block font-medium text-fg">{i18n._(c.label)}</span>
              <span className="block text-xs text-fg-faint">{i18n._(c.hint)}</span>
            </span>
          </label>
        ))}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-700 dark:text-emerald-300">
        {saved}
      </p>
    </SettingsSection>
  );
}
