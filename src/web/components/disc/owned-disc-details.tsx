/**
 * OwnedDiscDetails: what the player recorded about their own copy of a disc (plastic, weight,
 * condition, nickname/ink, date acquired, notes, their flight numbers, where it went when it is
 * archived), shown in the disc modal opened from a bag. Nothing when no detail is set.
 *   <OwnedDiscDetails disc={userDisc} />
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import { flightNumbersText } from '../../../core/disc/badge';
import type { DiscStatus } from '../../../core/rules/disc-details';

/** The archive's statuses (core STATUS_LABELS) in the page's language. */
export const STATUS_WORDS: Record<DiscStatus, MessageDescriptor> = {
  active: msg`In the bag`,
  lost: msg`Lost`,
  sold: msg`Sold`,
  given: msg`Given away`,
  retired: msg`Retired`,
};

export function OwnedDiscDetails({ disc }: { disc: UserDisc }) {
  const { t, i18n } = useLingui();
  const rows: [string, string][] = [];
  if (disc.status && disc.status !== 'active') {
    const status = i18n._(STATUS_WORDS[disc.status]);
    const date = disc.statusDate;
    const when = date ? t`${status} on ${date}` : status;
    const where = disc.statusNote ? ` — ${disc.statusNote}` : '';
    rows.push([t`Status`, `${when}${where}`]);
  }
  if (disc.plastic) rows.push([t`Plastic`, disc.plastic]);
  if (typeof disc.weight === 'number') rows.push([t`Weight`, `${i18n.number(disc.weight)} g`]);
  if (typeof disc.condition === 'number') rows.push([t`Condition`, `${disc.condition}/10`]);
  if (disc.nickname) rows.push([t`Nickname or ink`, disc.nickname]);
  if (disc.acquiredOn) rows.push([t`Acquired`, disc.acquiredOn]);
  if (disc.myFlight) rows.push([t`Your flight numbers`, flightNumbersText(disc.myFlight, ' / ')]);
  if (rows.length === 0 && !disc.notes) return null;
  return (
    <section
      aria-labelledby="owned-disc-heading"
      className="mt-5 rounded-xl border border-border bg-slate-50 p-4 dark:bg-slate-800/50"
    >
      <h3 id="owned-disc-heading" className="text-sm font-semibold text-fg">
        <Trans>Your disc</Trans>
      </h3>
      {rows.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-fg-faint">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {disc.notes && <p className="mt-2 text-sm whitespace-pre-line text-fg-soft">{disc.notes}</p>}
    </section>
  );
}
