/** The field session's first step: the player picks the discs they will throw. */
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../../core/bag-types';
import { Button } from '../../../components/ui/button';
import { fieldDiscDetail, fieldDiscName } from './field-disc';

export function DiscPicker({
  discs,
  bagName,
  chosen,
  onDone,
}: {
  discs: UserDisc[];
  bagName: (bagId: string) => string;
  chosen: string[];
  onDone: (ids: string[]) => void;
}) {
  const { t, i18n } = useLingui();

  const [picked, setPicked] = useState(
    () => new Set(chosen.filter((id) => discs.some((d) => d.id === id))),
  );
  const count = picked.size;
  const toggle = (id: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="pick-heading" className="space-y-3">
      <h2 id="pick-heading" className="text-lg font-semibold">
        <Trans>Choose the discs you will throw</Trans>
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {discs.map((d) => {
          return (
            <li key={d.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-surface px-3 py-2 dark:border-slate-700">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={picked.has(d.id)}
                  onChange={() => toggle(d.id)}
                />
                <span
                  aria-hidden
                  className="size-4 shrink-0 rounded-full border border-slate-300"
                  style={{ backgroundColor: d.color }}
                />
                <span className="min-w-0">
                  <span className="block font-medium">{fieldDiscName(d)}</span>
                  <span className="block text-xs text-fg-subtle">
                    {fieldDiscDetail(d, bagName(d.bagId), i18n)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <Button size="lg" block disabled={picked.size === 0} onClick={() => onDone([...picked])}>
        {picked.size === 0 ? (
          t`Choose at least one disc`
        ) : (
          <Plural value={count} one="Start with # disc" other="Start with # discs" />
        )}
      </Button>
    </section>
  );
}
