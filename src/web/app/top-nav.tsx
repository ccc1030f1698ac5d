/**
 * The signed-in header: logo (→ /home), Home / Disc Search / My Bags, theme toggle, Settings
 * and Logout. Under 768 px (md) the links move into a menu behind a button with aria-expanded;
 * the menu closes on navigation (it is tied to the path it was opened on) and on Escape.
 */
import { useLingui } from '@lingui/react/macro';
import { LanguageMenu } from '../i18n/language-menu';
import { useAccountLocale } from '../i18n/use-account-locale';
import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { CloseIcon, LogoutIcon, MenuIcon, SettingsIcon } from '../components/ui/icons';
import { Logo } from '../components/ui/logo';
import type { AuthUser } from '../data/session';
import { ThemeToggle } from '../components/theme-toggle';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { UserChip } from './user-chip';
import { paths } from '../lib/paths';

interface TopNavProps {
  user: AuthUser;
  onSettings: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function TopNav({ user, onSettings, onLogout, loggingOut }: TopNavProps) {
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { t } = useLingui();
  const { saveLocale } = useAccountLocale();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/90 backdrop-blur dark:bg-slate-900/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo to={paths.home} />
        <nav aria-label={t`Main`} className="ml-4 hidden lg:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <span className="mr-2 hidden max-w-48 xl:inline-flex">
            <UserChip user={user} />
          </span>
          <LanguageMenu onChosen={saveLocale} />
          <ThemeToggle />
          <div className="hidden items-center gap-1 lg:flex">
            {/* Icons alone from 1024 to 1536 px, where the navigation and the language menu need
                the room (an admin's six links, German's long words); the player's name shows
                from 1280 px. */}
            <Button variant="ghost" onClick={onSettings} aria-label={t`Settings`}>
              <SettingsIcon /> <span className="hidden 2xl:inline">{t`Settings`}</span>
            </Button>
            <Button variant="ghost" onClick={onLogout} loading={loggingOut} aria-label={t`Logout`}>
              {!loggingOut && <LogoutIcon />} <span className="hidden 2xl:inline">{t`Logout`}</span>
            </Button>
          </div>
          <Button
            ref={menuButton}
            variant="ghost"
            size="none"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={t`Menu`}
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            className="size-10 lg:hidden"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu
          id={menuId}
          user={user}
          buttonRef={menuButton}
          onClose={closeMenu}
          onSettings={() => {
            closeMenu();
            menuButton.current?.focus(); // so focus returns to the menu button when Settings closes
            onSettings();
          }}
          onLogout={() => {
            closeMenu();
            onLogout();
          }}
        />
      )}
    </header>
  );
}
