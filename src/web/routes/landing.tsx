/**
 * `/` — the public landing page: header (theme toggle, Login), hero (Sign In, Create Account),
 * the Bag Management and Disc Search cards, the Get Started for Free call to action, and a
 * footer with Login and Sign Up.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { BagIcon, SearchIcon } from '../components/ui/icons';
import { Logo } from '../components/ui/logo';
import { ThemeToggle } from '../components/theme-toggle';
import { CourseBackdrop, HeroIllustration } from '../components/landing-art';
import { paths } from '../lib/paths';
import { useSignupPolicy } from '../data/use-admin';
import { LanguageMenu } from '../i18n/language-menu';

const FEATURES = [
  {
    title: msg`Bag Management`,
    text: msg`Build named bags for every course and round. Add discs in the colour you throw, see speed and stability at a glance, and read flight and stability charts for the whole bag.`,
    Icon: BagIcon,
  },
  {
    title: msg`Disc Search`,
    text: msg`Search a catalogue of real discs by name, brand, category or flight numbers, and narrow it down with filters on speed, glide, turn and fade.`,
    Icon: SearchIcon,
  },
];

const footerLink =
  'rounded font-medium text-fg-soft hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-600';

export default function Landing() {
  // The page a guard turned the visitor away from travels on to login and sign-up.
  const state: unknown = useLocation().state;
  // Sign-up is pushed only where anyone may sign up (SIGNUP=open; the prerendered page shows it).
  const open = (useSignupPolicy() ?? 'open') === 'open';
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Hyzer — disc golf bag manager`}</title>
      <header className="relative z-10 mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo to={paths.landing} />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageMenu />
          <ThemeToggle />
          <LinkButton to={paths.login} state={state} variant="secondary">
            <Trans>Login</Trans>
          </LinkButton>
        </div>
      </header>

      <main id="main" className="flex-1">
        <Hero state={state} open={open} />

        <Features />

        {open && <CallToAction />}
      </main>

      <LandingFooter open={open} />
    </div>
  );
}

/** The promise, the way in (and to sign up where anyone may), and the picture. */
function Hero({ state, open }: { state: unknown; open: boolean }) {
  return (
    <section className="relative overflow-hidden">
      <CourseBackdrop />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-8 pb-16 sm:px-6 md:grid-cols-2 md:pt-16 md:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">
            <Trans>Your disc golf bag, organised</Trans>
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">
            <Trans>Know every disc in your bag — and how it flies.</Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-fg-soft">
            <Trans>
              Hyzer keeps your bags, your discs and their flight numbers in one place, so you walk
              up to the tee knowing exactly which disc to throw.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to={paths.login} state={state} size="lg">
              <Trans>Sign In</Trans>
            </LinkButton>
            {open && (
              <LinkButton to={paths.signup} state={state} size="lg" variant="secondary">
                <Trans>Create Account</Trans>
              </LinkButton>
            )}
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md drop-shadow-xl md:max-w-none" />
      </div>
    </section>
  );
}

/** What Hyzer does, a card per feature. */
function Features() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-fg">
        <Trans>Everything your bag needs</Trans>
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {FEATURES.map(({ title, text, Icon }) => (
          <Card key={title.id} as="article" padding="lg">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-accent-text dark:bg-brand-900/60">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-fg">{i18n._(title)}</h3>
            <p className="mt-2 text-fg-soft">{i18n._(text)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}

/** The closing call to sign up. */
function CallToAction() {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center shadow-xl sm:px-12 dark:bg-brand-900">
        <h2 className="text-3xl font-bold tracking-tight text-white">
          <Trans>Ready for your next round?</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">
          <Trans>Set up your first bag in a minute. It is free, and your discs stay yours.</Trans>
        </p>
        <Link
          to={paths.signup}
          className="mt-8 inline-flex h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Trans>Get Started for Free</Trans>
        </Link>
      </div>
    </section>
  );
}

/** Login and sign up again, for whoever read to the end. */
function LandingFooter({ open }: { open: boolean }) {
  const { t } = useLingui();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm sm:flex-row sm:px-6">
        <Logo size="sm" />
        <nav aria-label={t`Footer`} className="flex gap-6">
          <Link to={paths.login} className={footerLink}>
            <Trans>Login</Trans>
          </Link>
          {open && (
            <Link to={paths.signup} className={footerLink}>
              <Trans>Sign Up</Trans>
            </Link>
          )}
        </nav>
        <p className="text-fg-faint">
          <Trans>Made for disc golfers.</Trans>
        </p>
      </div>
    </footer>
  );
}
