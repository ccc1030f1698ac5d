/** Any unknown path: a 404 page with Return to Home and Browse Discs. */
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { useSession } from '../data/session';
import { ThemeToggle } from '../components/theme-toggle';
import { CourseBackdrop } from '../components/landing-art';
import { paths } from '../lib/paths';

export default function NotFoundPage() {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      <title>{t`Page not found · Hyzer`}</title>
      <CourseBackdrop />
      <header className="relative mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo to={user ? paths.home : paths.landing} />
        <ThemeToggle />
      </header>
      <main
        id="main"
        className="relative flex flex-1 flex-col items-center justify-center px-4 pb-16 text-center"
      >
        <p className="text-7xl font-extrabold tracking-tight text-accent-text sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          <Trans>Out of bounds</Trans>
        </h1>
        <p className="mt-3 max-w-md text-fg-soft">
          <Trans>
            The page you are looking for is not on this course. Take your drop and head back to the
            fairway.
          </Trans>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton to={user ? paths.home : paths.landing} size="lg">
            <Trans>Return to Home</Trans>
          </LinkButton>
          <LinkButton to={paths.discs} size="lg" variant="secondary">
            <Trans>Browse Discs</Trans>
          </LinkButton>
        </div>
      </main>
    </div>
  );
}
