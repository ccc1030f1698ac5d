/**
 * UdiscImportDialog: bring rounds from UDisc (You → Rounds → Export) into Hyzer. The file is
 * checked against the 2 MB ceiling before it is sent, then read on the server without storing
 * anything (a dry run) to list the file's players (the only one, or the one under the player's
 * display name, already chosen); the player says which one is them and the rounds are
 * imported, all or nothing. A refused file shows one line per row and stores nothing.
 *   <UdiscImportDialog open onClose onImported={(text) => …} />
 */
import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UdiscImportResult } from '../../../core/api/round-routes';
import { UDISC_MAX_BYTES, UDISC_TOO_LARGE } from '../../../core/rounds/udisc-limits';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorClasses, hintClasses, labelClasses } from '../../components/ui/field-styles';
import { useSession } from '../../data/session';
import { useUdiscImport } from '../../data/use-udisc';
import { errorMessage } from '../../lib/error-message';
import { useCoreMessage } from '../../i18n/core-message';
import { ImportReport } from './import-report';
import { udiscOutcome } from './udisc-outcome';

/** The checks' English words (the tests find them by these). */
export const CHOOSE_A_FILE = 'Choose a UDisc .csv file';
export const CHOOSE_YOURSELF = 'Choose which player is you';
const CHECKS = {
  file: msg`Choose a UDisc .csv file`,
  player: msg`Choose which player is you`,
};

interface Read {
  content: string;
  players: UdiscImportResult['players'];
}

export function UdiscImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** The import stored rounds (or found nothing new): the outcome in words. */
  onImported: (outcome: string) => void;
}) {
  const { t } = useLingui();
  const steps = useUdiscSteps(onClose, onImported);
  const { read, importing, close } = steps;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void (read ? steps.save() : steps.check());
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Import rounds from UDisc`}
      description={t`In UDisc: You → Rounds → Export. The courses and layouts you do not have yet are made; a round already here is skipped. All rounds are imported, or none.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="udisc-import-form" loading={importing.isPending}>
            {read ? t`Import` : t`Read file`}
          </Button>
        </>
      }
    >
      <form id="udisc-import-form" onSubmit={submit} noValidate className="space-y-4">
        <FileField
          error={steps.fileError}
          onFile={(file) => {
            steps.setFile(file);
            steps.setFileError(null);
            steps.reset();
          }}
        />
        {read && (
          <PlayerChoice
            players={read.players}
            player={steps.player}
            error={steps.playerError}
            onPick={(name) => {
              steps.setPlayer(name);
              steps.setPlayerError(null);
            }}
          />
        )}
        {steps.error && <Alert tone="error">{steps.error}</Alert>}
        {steps.refused && <ImportReport result={steps.refused} />}
      </form>
    </Dialog>
  );
}

/** '1 round', '15 rounds' */
function RoundCount({ rounds }: { rounds: number }) {
  return <Plural value={rounds} one="# round" other="# rounds" />;
}

/**
 * The import's two steps: the file read on the server without storing anything (its players, or
 * its report), then imported as the chosen player.
 */
function useUdiscSteps(onClose: () => void, onImported: (outcome: string) => void) {
  const me = useSession().user;
  const userId = me?.id ?? null;
  const importing = useUdiscImport(userId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [read, setRead] = useState<Read | null>(null);
  const [player, setPlayer] = useState('');
  const [playerError, setPlayerError] = useState<string | null>(null);
  const [refused, setRefused] = useState<UdiscImportResult | null>(null);
  const { i18n } = useLingui();
  const core = useCoreMessage();

  const reset = () => {
    setRead(null);
    setRefused(null);
    setError(null);
    setPlayer('');
    setPlayerError(null);
  };
  const close = () => {
    reset();
    setFile(null);
    setFileError(null);
    onClose();
  };

  /** Reads the file on the server without storing anything: its players, or its report. */
  const check = async () => {
    reset();
    if (!file) return setFileError(i18n._(CHECKS.file));
    if (file.size > UDISC_MAX_BYTES) return setFileError(core(UDISC_TOO_LARGE));
    try {
      const content = await file.text();
      const answer = await importing.mutateAsync({ content, dryRun: true });
      if (answer.report.length > 0) return setRefused(answer);
      setRead({ content, players: answer.players });
      // The file's only player, or the one under the player's own display name, is chosen.
      const named = answer.players.filter((p) => sameName(p.name, me?.displayName));
      const mine = answer.players.length === 1 ? answer.players : named;
      if (mine.length === 1) setPlayer(mine[0]!.name);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const save = async () => {
    if (!read) return;
    if (!player) return setPlayerError(i18n._(CHECKS.player));
    setError(null);
    try {
      const answer = await importing.mutateAsync({ content: read.content, playerName: player });
      if (answer.report.length > 0) return setRefused(answer);
      close();
      onImported(udiscOutcome(answer, i18n));
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return {
    ...{ importing, read, refused, error, reset, close, check, save },
    ...{ setFile, fileError, setFileError, player, setPlayer, playerError, setPlayerError },
  };
}

/** The same name but for case and spaces ("sam  walker" is "Sam Walker"). */
function sameName(a: string, b: string | null | undefined): boolean {
  const plain = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return b != null && plain(b) !== '' && plain(a) === plain(b);
}

/** The scorecard file to read. */
function FileField({
  error,
  onFile,
}: {
  error: string | null;
  onFile: (file: File | null) => void;
}) {
  return (
    <div>
      <label htmlFor="udisc-file" className={labelClasses}>
        <Trans>Scorecard file (.csv, at most 2 MB)</Trans>
      </label>
      <input
        id="udisc-file"
        type="file"
        accept=".csv,text/csv"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'udisc-file-error' : undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className="mt-1 block w-full text-sm text-fg-soft file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:file:bg-brand-900/50 dark:file:text-brand-200"
      />
      {error && (
        <p id="udisc-file-error" role="alert" className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Which of the file's players is the one importing; the others become guests. */
function PlayerChoice({
  players,
  player,
  error,
  onPick,
}: {
  players: UdiscImportResult['players'];
  player: string;
  error: string | null;
  onPick: (name: string) => void;
}) {
  return (
    <fieldset aria-describedby={error ? 'udisc-player-error' : undefined}>
      <legend className={labelClasses}>
        <Trans>Which player is you?</Trans>
      </legend>
      <p className={hintClasses}>
        <Trans>The other players on your cards become guests.</Trans>
      </p>
      <div className="mt-2 space-y-1">
        {players.map((p) => (
          <label
            key={p.name}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-900/40"
          >
            <input
              type="radio"
              name="udisc-player"
              value={p.name}
              checked={player === p.name}
              onChange={() => onPick(p.name)}
              className="size-4 accent-brand-600"
            />
            <span className="font-medium">{p.name}</span>
            <span className="ml-auto text-fg-faint">
              <RoundCount rounds={p.rounds} />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="udisc-player-error" role="alert" className={errorClasses}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
