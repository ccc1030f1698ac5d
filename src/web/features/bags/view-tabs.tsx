/**
 * ViewTabs: the bag detail view switcher (List, Flight Chart, Stability Chart, Insights) as an ARIA tab
 * list: one tab in the Tab order, Left/Right/Home/End move and select. The panel is rendered by
 * the caller with id `tabPanelId(view)` and aria-labelledby `tabId(view)`.
 *   <ViewTabs value onChange />
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';

/** The views and their tab labels, in tab order: each view is named once, here. */
export const VIEW_LABELS = {
  list: msg`List`,
  chart: msg`Flight Chart`,
  stability: msg`Stability Chart`,
  insights: msg`Insights`,
} as const;
/** What a tab shows under 640 px where its label is long (the whole label stays its name). */
const SHORT_LABELS: Partial<Record<keyof typeof VIEW_LABELS, MessageDescriptor>> = {
  chart: msg({ message: 'Flight', context: 'a tab on a phone, short for Flight Chart' }),
  stability: msg({ message: 'Stability', context: 'a tab on a phone, short for Stability Chart' }),
};
export type BagView = keyof typeof VIEW_LABELS;
export const BAG_VIEWS = Object.keys(VIEW_LABELS) as readonly BagView[];

/** Under 640 px the chart tabs show a short label; the whole one stays for screen readers. */
function TabLabel({ label, short }: { label: string; short?: string }) {
  if (short === undefined) return <>{label}</>;
  return (
    <>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
      <span aria-hidden="true" className="max-sm:hidden">
        {label}
      </span>
    </>
  );
}

export const tabId = (view: BagView) => `bag-view-tab-${view}`;
export const tabPanelId = (view: BagView) => `bag-view-panel-${view}`;

export function ViewTabs({
  value,
  onChange,
}: {
  value: BagView;
  onChange: (view: BagView) => void;
}) {
  const { t, i18n } = useLingui();
  const refs = useRef<Partial<Record<BagView, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = BAG_VIEWS.indexOf(value);
    const last = BAG_VIEWS.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % BAG_VIEWS.length
        : e.key === 'ArrowLeft'
          ? (i + last) % BAG_VIEWS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const view = BAG_VIEWS[next]!;
    onChange(view);
    refs.current[view]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t`Bag view`}
      className="inline-flex max-w-full flex-wrap rounded-xl bg-surface-muted p-1"
    >
      {BAG_VIEWS.map((view) => {
        const selected = view === value;
        return (
          <Button
            variant="bare"
            key={view}
            ref={(el) => {
              refs.current[view] = el;
            }}
            role="tab"
            id={tabId(view)}
            aria-selected={selected}
            aria-controls={tabPanelId(view)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(view)}
            onKeyDown={onKeyDown}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              selected
                ? 'bg-white text-fg shadow-sm dark:bg-slate-950'
                : 'text-fg-muted hover:text-fg',
            )}
          >
            <TabLabel
              label={i18n._(VIEW_LABELS[view])}
              short={SHORT_LABELS[view] && i18n._(SHORT_LABELS[view])}
            />
          </Button>
        );
      })}
    </div>
  );
}
