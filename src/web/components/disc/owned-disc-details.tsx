/**
 * OwnedDiscDetails: what the player recorded about their own copy of a disc (plastic, weight,
 * condition, nickname/ink, date acquired, notes, their flight numbers, where it went when it is
 * archived), shown in the disc modal opened from a bag. Nothing when no detail is set.
 *   <OwnedDiscDetails disc={userDisc} />
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import type { DetailKey } from '../../../core/collection/disc-fields';
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

/**
 * How the details view shows each detail of the table (core/collection/disc-fields), in the
 * order shown: a labelled row with its value when set, the notes as a paragraph below, or shown
 * within another row (the status's note and date). The compiler refuses a detail missing here.
 */
type DetailView =
  | { label: MessageDescriptor; value: (disc: UserDisc, i18n: I18n) => string | null }
  | 'paragraph'
  | 'within status';

const text = (v: string | undefined) => v || null;

export const DETAIL_VIEWS: { readonly [K in DetailKey]: DetailView } = {
  status: { label: msg`Status`, value: statusText },
  plastic: { label: msg`Plastic`, value: (d) => text(d.plastic) },
  weight: {
    label: msg`Weight`,
    value: (d, i18n) => (typeof d.weight === 'number' ? `${i18n.number(d.weight)} g` : null),
  },
  condition: {
    label: msg`Condition`,
    value: (d) => (typeof d.condition === 'number' ? `${d.condition}/10` : null),
  },
  nickname: { label: msg`Nickname or ink`, value: (d) => text(d.nickname) },
  acquiredOn: { label: msg`Acquired`, value: (d) => text(d.acquiredOn) },
  myFlight: {
    label: msg`Your flight numbers`,
    value: (d) => (d.myFlight ? flightNumbersText(d.myFlight, ' / ') : null),
  },
  notes: 'paragraph',
  statusNote: 'within status',
  statusDate: 'within status',
};

/** An archived disc's status, with its date and where or to whom: "Lost on 2026-06-01 — Pond". */
function statusText(disc: UserDisc, i18n: I18n): string | null {
  if (!disc.status || disc.status === 'active') return null;
  const status = i18n._(STATUS_WORDS[disc.status]);
  const date = disc.statusDate;
  const when = date ? i18n._(msg`${status} on ${date}`) : status;
  const where = disc.statusNote ? ` — ${disc.statusNote}` : '';
  return `${when}${where}`;
}

export function OwnedDiscDetails({ disc }: { disc: UserDisc }) {
  const { i18n } = useLingui();
  const rows: [string, string][] = [];
  for (const view of Object.values(DETAIL_VIEWS)) {
    if (typeof view === 'string') continue;
    const value = view.value(disc, i18n);
    if (value !== null) rows.push([i18n._(view.label), value]);
  }
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
