/**
 * The signed-in header: logo (→ /home), the navigation links, the player's name, the language,
 * the theme toggle, Settings and Logout. Under 1024 px (lg) the links move into a menu behind a
 * button with aria-expanded; the menu closes on navigation (it is tied to the path it was opened
 * on) and on Escape.
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
        {/* The header is never wider than the page (72 rem), so what fits at 1280 px is all
            there is room for: an admin's seven links in the longest language (Estonian, German),
            the language, the theme, Settings and Logout as icons; the player's name, from
            1280 px, takes what room is left and is shortened with an ellipsis. From 1024 to
            1280 px the logo is the mark alone. */}
        <Logo to={paths.home} className="shrink-0" wordmarkClassName="lg:max-xl:hidden" />
        <nav aria-label={t`Main`} className="hidden shrink-0 lg:block">
          <NavLinks className="flex items-center gap-0.5" />
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <span className="mr-2 hidden max-w-48 min-w-0 xl:inline-flex">
            <UserChip user={user} />
          </span>
          <LanguageMenu onChosen={saveLocale} className="shrink-0" />
          <ThemeToggle className="shrink-0" />
          <div className="hidden shrink-0 items-center gap-1 lg:flex">
            <Button
              variant="ghost"
              onClick={onSettings}
              aria-label={t`Settings`}
              title={t`Settings`}
            >
              <SettingsIcon />
            </Button>
            <Button
              variant="ghost"
              onClick={onLogout}
              loading={loggingOut}
              aria-label={t`Logout`}
              title={t`Logout`}
            >
              {!loggingOut && <LogoutIcon />}
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
