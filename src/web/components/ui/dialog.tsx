/**
 * Dialog: the kit's modal dialog, drawn by Radix's Dialog primitive (docs/decisions/0022).
 *   <Dialog open onClose={…} title="Settings" description? footer={<Button/>} size="sm|md|lg"
 *           initialFocusRef?>{body}</Dialog>
 * Radix makes it a labelled `role=dialog` (marked aria-modal here), hides the rest of the page from
 * assistive technology and the pointer while it is open (`useInertBehind` makes it inert as well),
 * keeps Tab inside, and closes it on Escape or a click outside; react-remove-scroll (Radix's own
 * scroll lock) keeps the page behind from scrolling. Focus starts on
 * `initialFocusRef`, else on the first field or button of the body (the close button comes last
 * in the tab order), and goes back to the element that had it when the dialog opened.
 * Nothing touches `window` while rendering: closed, it renders nothing.
 */
import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { RemoveScroll } from 'react-remove-scroll';
import { cn } from './cn';
import { CloseIcon } from './icons';
import { useInertBehind } from './inert-behind';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
}: DialogProps) {
  // The element focused when the dialog opened. Radix gives focus back to a Dialog.Trigger; our
  // dialogs are opened by state (a row, a menu item, a toolbar button), so the opener is kept here.
  const opener = useRef<HTMLElement | null>(null);
  const inertBehind = useInertBehind();
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        {/* The backdrop. Radix's own Overlay locks scrolling with a <style> element, which the
            app's Content-Security-Policy (style-src 'self') refuses; the same scroll lock
            (react-remove-scroll, what Radix uses) without its scrollbar style needs none. */}
        <RemoveScroll
          allowPinchZoom
          removeScrollBar={false}
          className="pointer-events-auto fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 backdrop-blur-[2px] sm:items-center sm:p-4"
        >
          <RadixDialog.Content
            ref={inertBehind}
            aria-modal="true"
            // Without a description, no aria-describedby (Radix points it at one otherwise).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement as HTMLElement | null;
              const target = initialFocusRef?.current;
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const back = opener.current;
              opener.current = null;
              if (back?.isConnected) back.focus();
            }}
            className={cn(
              'relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 outline-none sm:rounded-2xl',
              'dark:bg-slate-900 dark:ring-white/10',
              WIDTHS[size],
            )}
          >
            <div className="border-b border-border py-4 pr-14 pl-5">
              <RadixDialog.Title className="text-lg font-semibold text-fg">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-fg-muted">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <div className="overflow-y-auto px-5 py-4">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3">
                {footer}
              </div>
            )}
            {/* Last in the tab order, so focus starts on the dialog's own content; drawn top right. */}
            <RadixDialog.Close
              aria-label={t({ message: 'Close', comment: "The dialog's close button (an X)" })}
              className="absolute top-3 right-4 rounded-lg p-1.5 text-fg-subtle hover:bg-surface-muted hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RemoveScroll>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
