/**
 * Modal: an accessible dialog in a portal.
 *   <Modal open onClose={…} title="Settings" description? footer={<Button/>} size="sm|md|lg"
 *          initialFocusRef?>{body}</Modal>
 * role=dialog, aria-modal, labelled by its title (and described by `description`). While open:
 * Tab stays inside, Escape and a backdrop click call onClose, body scrolling is locked. On close,
 * focus returns to the element that had it when the modal opened (usually the opener).
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';
import { trapTab, tabbables } from './focus-trap';
import { CloseIcon } from './icons';
import { useScrollLock } from './use-scroll-lock';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false for dialogs that must not close on a backdrop click. */
  closeOnBackdrop?: boolean;
}

/** Open dialog panels, innermost last. */
const openPanels: HTMLElement[] = [];

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
}: ModalProps) {
  const titleId = useId();
  const descId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useScrollLock(true);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current!;
    const target =
      initialFocusRef?.current ?? tabbables(node).find((el) => el.dataset.autofocus !== 'false');
    (target ?? node).focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
    // Focus is taken once when the dialog opens and given back once when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keys are handled on the document (focus may sit on <body> after a button disables
  // itself); only the topmost open modal reacts.
  useEffect(() => {
    const node = panel.current!;
    openPanels.push(node);
    const onKeyDown = (e: KeyboardEvent) => {
      if (openPanels[openPanels.length - 1] !== node) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
      } else trapTab(e, node);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openPanels.splice(openPanels.indexOf(node), 1);
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/60 backdrop-blur-[2px]"
        onMouseDown={closeOnBackdrop ? () => closeRef.current() : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 outline-none sm:rounded-2xl',
          'dark:bg-slate-900 dark:ring-white/10',
          WIDTHS[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {description && (
              <p id={descId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => closeRef.current()}
            aria-label="Close"
            data-autofocus="false"
            className="-m-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
