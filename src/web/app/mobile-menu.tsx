/**
 * The navigation panel used under 1024 px: the links, Settings and Logout. The parent owns
 * `open`; Escape closes it and gives focus back to the menu button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type RefObject } from 'react';
import type { AuthUser } from '../data/session';
import { Button } from '../components/ui/button';
import { LogoutIcon, SettingsIcon } from '../components/ui/icons';
import { NavLinks } from './nav-links';
import { UserChip } from './user-chip';

interface MobileMenuProps {
  id: string;
  user: AuthUser;
  onClose: () => void;
  onSettings: () => void;
  onLogout: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenu({
  id,
  user,
  onClose,
  onSettings,
  onLogout,
  buttonRef,
}: MobileMenuProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, buttonRef]);

  const { t } = useLingui();
  const action =
    'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium text-fg-soft hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <nav
      id={id}
      aria-label={t`Main`}
      className="border-t border-border bg-surface px-4 pt-3 pb-4 shadow-lg lg:hidden"
    >
      <div className="px-3 pb-3">
        <UserChip user={user} />
      </div>
      <NavLinks mobile className="space-y-1" onNavigate={onClose} />
      <div className="mt-3 space-y-1 border-t border-border pt-3">
        <Button variant="bare" className={action} onClick={onSettings}>
          <SettingsIcon /> <Trans>Settings</Trans>
        </Button>
        <Button variant="bare" className={action} onClick={onLogout}>
          <LogoutIcon /> <Trans>Logout</Trans>
        </Button>
      </div>
    </nav>
  );
}
