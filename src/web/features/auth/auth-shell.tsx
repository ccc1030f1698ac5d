/**
 * The frame of the signed-out forms (login, signup, reset password): logo to /, theme toggle,
 * a centred card with the title, and Back to Home under it.
 */
import { Trans } from '@lingui/react/macro';
import { LanguageMenu } from '../../i18n/language-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { CourseBackdrop } from '../../components/landing-art';
import { paths } from '../../lib/paths';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      <title>{`${title} · Hyzer`}</title>
      <CourseBackdrop />
      <header className="relative mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo to={paths.landing} />
        <div className="flex items-center gap-1">
          <LanguageMenu />
          <ThemeToggle />
        </div>
      </header>
      <main
        id="main"
        className="relative flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <Card padding="lg" className="shadow-xl shadow-slate-900/5">
            <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
            {subtitle && <p className="mt-1 text-sm text-fg-muted">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </Card>
          {footer && <div className="mt-6 text-center text-sm text-fg-soft">{footer}</div>}
          <p className="mt-4 text-center">
            <Link
              to={paths.landing}
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-fg-soft hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ArrowLeftIcon className="size-4" /> <Trans>Back to Home</Trans>
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

/** The link style used inside forms and footers. */
export const textLink =
  'font-semibold text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 rounded';
