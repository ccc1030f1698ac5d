/**
 * /s/:token — a bag shared by its owner's public link, read-only and without a session
 * (docs/decisions/0015). An unknown or turned-off link shows "This link does not exist or was
 * turned off". Search engines are told not to list it (meta robots here, X-Robots-Tag from the
 * server).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { SHARE_NOT_FOUND } from '../../core/rules/share';
import { LoadError } from '../components/load-error';
import { LinkButton } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { PageLoader } from '../components/ui/page-loader';
import { ThemeToggle } from '../components/theme-toggle';
import { useSession } from '../data/session';
import { useSharedBag } from '../data/use-share';
import { SharedBagView } from '../features/shared-bag/shared-bag-view';
import { HttpError } from '../lib/http';
import { errorMessage } from '../lib/error-message';
import { paths } from '../lib/paths';
import { useCoreMessage } from '../i18n/core-message';

const SHARED_LOAD_FAILURE = msg`Failed to load this bag. Please try again.`;

export default function SharedBagPage() {
  const { t, i18n } = useLingui();
  const core = useCoreMessage();
  const { token = '' } = useParams();
  const shared = useSharedBag(token);
  const { user } = useSession();
  const bagName = shared.data?.name;
  const gone = shared.error instanceof HttpError && shared.error.status === 404;

  return (
    <div className="flex min-h-dvh flex-col">
      <meta name="robots" content="noindex" />
      <title>{shared.data ? t`${bagName} · Shared bag · Hyzer` : t`Shared bag · Hyzer`}</title>
      <header className="border-b border-border bg-white/80 dark:bg-slate-950/80">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo to={user ? paths.home : paths.landing} />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {shared.isPending ? (
          <PageLoader label={t`Loading the shared bag…`} />
        ) : gone ? (
          <div className="flex min-h-[50vh] flex-col items-center justify-center text-center">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {core(SHARE_NOT_FOUND)}
            </h1>
            <p className="mt-3 max-w-md text-fg-soft">
              <Trans>Ask the bag’s owner for a new link.</Trans>
            </p>
            <LinkButton to={user ? paths.home : paths.landing} className="mt-6">
              <Trans>Go to Hyzer</Trans>
            </LinkButton>
          </div>
        ) : shared.isError ? (
          <LoadError
            message={errorMessage(shared.error, i18n._(SHARED_LOAD_FAILURE))}
            retrying={shared.isFetching}
            onRetry={() => void shared.refetch()}
          />
        ) : (
          <SharedBagView bag={shared.data} />
        )}
      </main>
    </div>
  );
}
