/**
 * DiscPhotoField: the player's own photo of one of their discs (docs/decisions/0016), in the
 * edit-disc dialog. "Take a photo" opens the phone's camera (shown on touch screens), "Choose
 * from files" the file picker; the chosen photo is previewed and uploaded at once (the server
 * checks it, turns it upright, shrinks it and strips its metadata), and can be replaced or
 * removed. Errors are the server's words (too large, not a photo, damaged).
 *   <DiscPhotoField disc={userDisc} name="Destroyer" />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { ownPhotoUrl, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../../../core/photo/photo-rules';
import { useSession } from '../../data/session';
import { useRemoveDiscPhoto, useUploadDiscPhoto } from '../../data/use-user-discs';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/spinner';

/** A file input for a photo, hidden behind a label that looks like a button (focus shows on it). */
function PhotoPicker({
  id,
  capture,
  busy,
  onChange,
  className,
  children,
}: {
  id: string;
  /** 'environment': the phone's back camera instead of the file picker. */
  capture?: 'environment';
  busy: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <span className={className}>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        className="peer sr-only"
        disabled={busy}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses({ variant: 'secondary', size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        {children}
      </label>
    </span>
  );
}

export function DiscPhotoField({ disc, name }: { disc: UserDisc; name: string }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const upload = useUploadDiscPhoto(userId);
  const remove = useRemoveDiscPhoto(userId);
  const [photoUrl, setPhotoUrl] = useState(() => ownPhotoUrl(disc));
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const busy = upload.isPending || remove.isPending;
  const { t } = useLingui();

  // The preview's object URL is given back when it is replaced or the dialog closes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still uploads it
    if (!file) return;
    setError(null);
    setDone(null);
    if (file.size > PHOTO_MAX_BYTES) {
      setError(PHOTO_TOO_LARGE);
      return;
    }
    setPreviewFailed(false);
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { id: disc.id, file },
      {
        onSuccess: (saved) => {
          setPhotoUrl(ownPhotoUrl(saved));
          setDone(t`Photo saved.`);
        },
        onError: (err) => setError(errorMessage(err)),
        onSettled: () => setPreview(null),
      },
    );
  };

  const removePhoto = () => {
    setError(null);
    setDone(null);
    remove.mutate(disc.id, {
      onSuccess: () => {
        setPhotoUrl(null);
        setDone(t`Photo removed.`);
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  const shown = preview ?? photoUrl;

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`} aria-busy={busy}>
      <legend className="text-sm font-medium text-fg-label">
        <Trans>Photo</Trans>
      </legend>
      <div className="flex items-start gap-4">
        <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          {shown && !(preview && previewFailed) ? (
            <img
              src={shown}
              alt={preview ? t`Preview of the new photo of ${name}` : t`Your photo of ${name}`}
              onError={() => (preview ? setPreviewFailed(true) : setPhotoUrl(null))}
              className={cn('size-full object-cover', preview && 'opacity-60')}
            />
          ) : (
            <span className="px-2 text-center text-xs text-fg-subtle">
              {preview ? <Trans>No preview for this file</Trans> : <Trans>No photo</Trans>}
            </span>
          )}
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center bg-white/40 dark:bg-slate-900/40">
              <Spinner size="md" label={t`Uploading photo…`} />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p id={`${id}-hint`} className="text-xs text-fg-faint">
            {photoUrl ? (
              <Trans>
                Shown in place of the catalogue picture. Saved as soon as you choose it.
              </Trans>
            ) : (
              <Trans>
                A photo of your own disc, shown in place of the catalogue picture. JPEG, PNG, WebP
                or HEIC, up to 15 MB; saved as soon as you choose it.
              </Trans>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <PhotoPicker
              id={`${id}-camera`}
              capture="environment"
              busy={busy}
              onChange={choose}
              className="hidden pointer-coarse:inline-flex"
            >
              <Trans>Take a photo</Trans>
            </PhotoPicker>
            <PhotoPicker id={`${id}-file`} busy={busy} onChange={choose} className="inline-flex">
              {photoUrl ? <Trans>Replace photo</Trans> : <Trans>Choose from files</Trans>}
            </PhotoPicker>
            {photoUrl && (
              <Button
                variant="ghost"
                size="sm"
                onClick={removePhoto}
                loading={remove.isPending}
                disabled={upload.isPending}
              >
                <Trans>Remove photo</Trans>
              </Button>
            )}
          </div>
          {upload.isPending && (
            <p className="text-xs text-fg-faint" aria-hidden="true">
              <Trans>Uploading photo…</Trans>
            </p>
          )}
          {done && !busy && (
            <p role="status" className="text-xs text-emerald-700 dark:text-emerald-400">
              {done}
            </p>
          )}
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </fieldset>
  );
}
