/**
 * MenuButton: a compact button that opens a menu of actions (the WAI-ARIA menu button pattern).
 *   <MenuButton label="More actions for Buzzz" items={[{ label: 'Remove', ariaLabel: 'Remove Buzzz', onSelect }]} />
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; ArrowUp/ArrowDown,
 * Home and End move between items; Enter or Space choose one; Escape closes it and gives focus
 * back to the button; Tab or a click outside close it. The menu is drawn in a portal (fixed,
 * beside the button, following it when the page or a table scrolls) so a scrolling table does
 * not clip it. Clicks and keys do
 * not reach the row or card around it.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { buttonClasses } from './button';
import { cn } from './cn';

export interface MenuItem {
  /** What the item shows. */
  label: string;
  /** The item's accessible name when it must say more than the label ('Remove Buzzz'). */
  ariaLabel?: string;
  onSelect: () => void;
  tone?: 'danger';
}

export function MenuButton({
  label,
  items,
  children,
  className,
}: {
  /** The button's accessible name ('More actions for Buzzz'). */
  label: string;
  items: readonly MenuItem[];
  /** What the button shows (an icon); `label` when absent. */
  children?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<{ top: number; right: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // An open menu belongs to what its label names. A button that comes to stand for something
  // else (a list row kept by its place, whose disc changed on a refetch) closes it.
  const [labelled, setLabelled] = useState(label);
  if (labelled !== label) {
    setLabelled(label);
    setOpen(false);
  }

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  // Placed under the button, or above it when the window has no room below.
  const placeMenu = () => {
    if (!trigger.current) return;
    const button = trigger.current.getBoundingClientRect();
    const height = menu.current?.offsetHeight ?? 0;
    const below = button.bottom + 4;
    const top = below + height > window.innerHeight ? button.top - 4 - height : below;
    setPlace({ top: Math.max(4, top), right: Math.max(4, window.innerWidth - button.right) });
  };
  useLayoutEffect(() => {
    if (open) placeMenu();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active, place]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    // Scrolling (the page, or a table that scrolls its button into view) moves the menu along.
    const follow = () => placeMenu();
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open]);

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      show(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      show(items.length - 1);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
      return;
    }
    // Escape is the menu's; no dialog or row around it should react to these keys.
    e.stopPropagation();
  };

  const choose = (item: MenuItem) => {
    // Focus goes back to the button first, so a dialog the item opens returns focus there.
    close(true);
    item.onSelect();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => {
          e.stopPropagation();
          if (open) close(false);
          else show(0);
        }}
        onKeyDown={onTriggerKey}
        className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'px-2', className)}
      >
        {children ?? label}
      </button>
      {open &&
        createPortal(
          // The menu's own keys and clicks stay inside it (and out of the row it belongs to).
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div
            onClick={(e) => e.stopPropagation()}
            onKeyDown={onMenuKey}
            style={
              place
                ? { top: place.top, right: place.right }
                : { top: 0, right: 0, visibility: 'hidden' }
            }
            className="fixed z-[70]"
          >
            <div
              ref={menu}
              id={menuId}
              role="menu"
              aria-label={label}
              className="min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {items.map((item, i) => (
                <button
                  key={item.label}
                  type="button"
                  role="menuitem"
                  tabIndex={i === active ? 0 : -1}
                  aria-label={item.ariaLabel}
                  onClick={() => choose(item)}
                  onMouseEnter={() => setActive(i)}
                  className={cn(
                    'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium focus:bg-slate-100 focus:outline-none dark:focus:bg-slate-800',
                    item.tone === 'danger'
                      ? 'text-red-700 dark:text-red-300'
                      : 'text-slate-800 dark:text-slate-100',
                  )}
                >
                  {item.label}
                </button>
              ))}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
