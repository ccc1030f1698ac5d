/**
 * Menu: a compact button that opens a menu of actions, drawn by Radix's DropdownMenu primitive
 * (the WAI-ARIA menu button pattern; docs/decisions/0022).
 *   <Menu label="More actions for Buzzz" items={[{ label: 'Remove', ariaLabel: 'Remove Buzzz', onSelect }]} />
 * An item with `checked` is a checkbox item (ticked or not); `disabled` greys one out.
 * Radix gives the keyboard (Enter, Space or ArrowDown open it; the arrows, Home and End move,
 * wrapping; Enter or Space choose; Escape closes it with focus back on the button), places the
 * menu beside the button in a portal and keeps it there while the page scrolls; while it is open
 * the rest of the page is inert (`useInertBehind`). Clicks and keys do
 * not reach the row or card around it.
 *
 * Until it is first opened, a menu is only its button, drawn as Radix draws its trigger: a long
 * list's rows each hold one, and a sort draws every row on screen again (decision 0038). The
 * press that opens it swaps in Radix's menu, open, and it stays Radix's from then on.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type ReactNode, type Ref, type SyntheticEvent } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { useInertBehind } from './inert-behind';

export interface MenuItem {
  /** What the item shows. */
  label: string;
  /** The item's accessible name when it must say more than the label ('Remove Buzzz'). */
  ariaLabel?: string;
  onSelect: () => void;
  tone?: 'danger';
  /** Set: the item is a checkbox (role menuitemcheckbox) in this state, ticked when true. */
  checked?: boolean;
  /** The item is shown but cannot be chosen (a full comparison). */
  disabled?: boolean;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
/** The keys Radix opens its menu on (ArrowUp is only kept from the row). */
const RADIX_OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** What opened the menu the first time: a keyboard puts focus on its first item, as Radix does. */
type OpenedBy = 'pointer' | 'keyboard';

/** The menu's clicks and keys stay inside it (React carries a portal's events to the row). */
const keep = (e: SyntheticEvent) => e.stopPropagation();

interface MenuProps {
  /** The button's accessible name ('More actions for Buzzz'), and the menu's. */
  label: string;
  items: readonly MenuItem[];
  /** What the button shows (an icon); `label` when absent. */
  children?: ReactNode;
  className?: string;
}

/** The button's look beside a Button's own (a small ghost button, narrower): merged at render,
 * not when the module loads (tailwind-merge builds its class table on its first call, decision
 * 0036); it keeps the answers it gave. */
const triggerClasses = (className: string | undefined) => cn('px-2', className);

export function Menu(props: MenuProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  if (openedBy) return <RadixMenu {...props} openedBy={openedBy} />;
  const { label, children, className } = props;
  return (
    // The attributes Radix's closed trigger has, and its ways to open: a primary press (its
    // default kept from moving focus, the menu takes it), Enter, Space or ArrowDown, and a click
    // with no pointer behind it (assistive technology).
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      data-state="closed"
      onPointerDown={(e) => {
        if (e.button !== 0 || e.ctrlKey) return;
        e.preventDefault();
        setOpenedBy('pointer');
      }}
      onClick={(e) => {
        e.stopPropagation();
        if (e.detail === 0) setOpenedBy('pointer');
      }}
      onKeyDown={(e) => {
        if (!OPENING_KEYS.has(e.key)) return;
        e.stopPropagation();
        if (!RADIX_OPENING_KEYS.has(e.key)) return;
        e.preventDefault();
        setOpenedBy('keyboard');
      }}
      className={triggerClasses(className)}
    >
      {children ?? label}
    </Button>
  );
}

/** The menu drawn by Radix, open when it is first drawn. */
function RadixMenu({
  label,
  items,
  children,
  className,
  openedBy,
}: MenuProps & { openedBy: OpenedBy }) {
  const { open, setOpen, trigger, choose, passFocusOn, runChosen } = useRadixMenu(label, openedBy);
  return (
    // Not Radix's modal mode: that locks scrolling with a <style> element, which the app's
    // Content-Security-Policy refuses. useInertBehind keeps the page behind out of reach instead,
    // and the menu follows its button when the page scrolls.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <MenuTrigger
        ref={trigger}
        label={label}
        open={open}
        onOpen={() => setOpen(true)}
        className={className}
      >
        {children}
      </MenuTrigger>
      {/* Closed, it has no content: its items are not even made (a long list's rows each hold
          a menu, and a sort draws every row on screen again). */}
      {open && (
        <MenuContent
          items={items}
          onChoose={choose}
          onFocus={passFocusOn}
          onCloseAutoFocus={runChosen}
        />
      )}
    </DropdownMenu.Root>
  );
}

type ContentProps = DropdownMenu.DropdownMenuContentProps;

/**
 * The open menu's state: open or not, the label it was opened for, and the focus moves of its
 * first opening and of a choice.
 */
function useRadixMenu(label: string, openedBy: OpenedBy) {
  const [open, setOpen] = useState(true);
  // Opened from the keyboard, the first item takes focus (Radix's own trigger does so; its
  // keyboard tracking starts only now, after that key).
  const firstOpenedBy = useRef<OpenedBy | null>(openedBy);
  const trigger = useRef<HTMLButtonElement>(null);
  // The item chosen, run once the menu has closed and focus is back on the button: a dialog it
  // opens then takes focus from the button, and gives it back there when it closes.
  const chosen = useRef<MenuItem | null>(null);
  // An open menu belongs to what its label names. A button that comes to stand for something
  // else (a list row kept by its place, whose disc changed on a refetch) closes it.
  const [labelled, setLabelled] = useState(label);
  if (labelled !== label) {
    setLabelled(label);
    setOpen(false);
  }
  const passFocusOn: NonNullable<ContentProps['onFocus']> = (event) => {
    // Radix gives the opened menu itself focus; opened from the keyboard by the button's first
    // press, it passes it on to the first item, as Radix's own trigger makes it do.
    if (event.target !== event.currentTarget || firstOpenedBy.current !== 'keyboard') return;
    firstOpenedBy.current = null;
    event.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
    event.preventDefault();
  };
  const runChosen: NonNullable<ContentProps['onCloseAutoFocus']> = (event) => {
    const item = chosen.current;
    if (!item) return;
    chosen.current = null;
    event.preventDefault();
    trigger.current?.focus();
    item.onSelect();
  };
  const choose = (item: MenuItem) => {
    chosen.current = item;
  };
  return { open, setOpen, trigger, choose, passFocusOn, runChosen };
}

/** Radix's trigger around the menu's button. */
function MenuTrigger({
  ref,
  label,
  open,
  onOpen,
  className,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  label: string;
  open: boolean;
  onOpen: () => void;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Trigger
      asChild
      ref={ref}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        // Radix opens on pointer down and on keys; a click with no pointer behind it (from
        // assistive technology) opens it too.
        if (e.detail === 0 && !open) onOpen();
      }}
      onKeyDown={(e) => {
        // The keys that open the menu are the menu's, not the row's.
        if (OPENING_KEYS.has(e.key)) e.stopPropagation();
      }}
    >
      <Button variant="ghost" size="sm" className={triggerClasses(className)}>
        {children ?? label}
      </Button>
    </DropdownMenu.Trigger>
  );
}

/** The open menu, in a portal beside its button: its items, the page behind it inert. */
function MenuContent({
  items,
  onChoose,
  onFocus,
  onCloseAutoFocus,
}: {
  items: readonly MenuItem[];
  onChoose: (item: MenuItem) => void;
  onFocus: ContentProps['onFocus'];
  onCloseAutoFocus: ContentProps['onCloseAutoFocus'];
}) {
  const inertBehind = useInertBehind();
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        ref={inertBehind}
        align="end"
        sideOffset={4}
        collisionPadding={4}
        loop
        onClick={keep}
        onKeyDown={keep}
        onFocus={onFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        className="z-[70] min-w-44 rounded-xl border border-slate-200 bg-surface p-1 shadow-lg dark:border-slate-700"
      >
        {items.map((item) => (
          <MenuEntry key={item.label} item={item} onChoose={onChoose} />
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/** One item: an action, or a checkbox item with its box. */
function MenuEntry({ item, onChoose }: { item: MenuItem; onChoose: (item: MenuItem) => void }) {
  const props = {
    'aria-label': item.ariaLabel,
    disabled: item.disabled,
    onSelect: () => onChoose(item),
    className: cn(
      'flex w-full cursor-default items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-surface-muted',
      item.tone === 'danger' ? 'text-danger-text' : 'text-fg-body',
    ),
  };
  if (item.checked === undefined) {
    return <DropdownMenu.Item {...props}>{item.label}</DropdownMenu.Item>;
  }
  return (
    <DropdownMenu.CheckboxItem checked={item.checked} {...props}>
      <CheckBox checked={item.checked} />
      {item.label}
    </DropdownMenu.CheckboxItem>
  );
}

/** A checkbox item's box, ticked or empty (hidden from screen readers: the item says it). */
function CheckBox({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-4 shrink-0 items-center justify-center rounded border',
        checked
          ? 'border-accent bg-accent text-white dark:text-slate-900'
          : 'border-slate-400 dark:border-slate-500',
      )}
    >
      {checked && (
        <svg viewBox="0 0 12 12" className="size-3" focusable="false">
          <path
            d="M2.5 6.5 5 9l4.5-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </span>
  );
}
