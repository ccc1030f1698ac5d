/**
 * DiscPhotoField: the player's own photo of one of their discs (docs/decisions/0016), in the
 * edit-disc dialog. "Take a photo" opens the phone's camera (shown on touch screens), "Choose
 * from files" the file picker; the chosen photo is previewed and uploaded at once (the server
 * checks it, turns it upright, shrinks it and strips its metadata), and can be replaced or
 * removed. Errors are the server's words (too large, not a photo, damaged).
 *   <DiscPhotoField disc={userDisc} name="Destroyer" />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/spinner';
import { useDiscPhoto } from './use-disc-photo';

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
  const photo = useDiscPhoto(disc);
  const busy = photo.busy;
  const id = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`} aria-busy={busy}>
      <legend className="text-sm font-medium text-fg-label">
        <Trans>Photo</Trans>
      </legend>
      <div className="flex items-start gap-4">
        <PhotoFrame photo={photo} name={name} />
        <div className="min-w-0 flex-1 space-y-2">
          <p id={`${id}-hint`} className="text-xs text-fg-faint">
            {photo.photoUrl ? (
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
              onChange={photo.choose}
              className="hidden pointer-coarse:inline-flex"
            >
              <Trans>Take a photo</Trans>
            </PhotoPicker>
            <PhotoPicker
              id={`${id}-file`}
              busy={busy}
              onChange={photo.choose}
              className="inline-flex"
            >
              {photo.photoUrl ? <Trans>Replace photo</Trans> : <Trans>Choose from files</Trans>}
            </PhotoPicker>
            {photo.photoUrl && (
              <Button
                variant="ghost"
                size="sm"
                onClick={photo.removePhoto}
                loading={photo.removing}
                disabled={photo.uploading}
              >
                <Trans>Remove photo</Trans>
              </Button>
            )}
          </div>
          {photo.uploading && (
            <p className="text-xs text-fg-faint" aria-hidden="true">
              <Trans>Uploading photo…</Trans>
            </p>
          )}
          {photo.done && !busy && (
            <p role="status" className="text-xs text-emerald-700 dark:text-emerald-400">
              {photo.done}
            </p>
          )}
        </div>
      </div>
      {photo.error && <Alert tone="error">{photo.error}</Alert>}
    </fieldset>
  );
}

/** The photo (or the chosen file's preview, dimmed while it uploads), or what stands for it. */
function PhotoFrame({ photo, name }: { photo: ReturnType<typeof useDiscPhoto>; name: string }) {
  const { preview, previewFailed } = photo;
  const shown = preview ?? photo.photoUrl;
  const { t } = useLingui();
  return (
    <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
      {shown && !(preview && previewFailed) ? (
        <img
          src={shown}
          alt={preview ? t`Preview of the new photo of ${name}` : t`Your photo of ${name}`}
          onError={photo.imageFailed}
          className={cn('size-full object-cover', preview && 'opacity-60')}
        />
      ) : (
        <span className="px-2 text-center text-xs text-fg-subtle">
          {preview ? <Trans>No preview for this file</Trans> : <Trans>No photo</Trans>}
        </span>
      )}
      {photo.uploading && (
        <span className="absolute inset-0 flex items-center justify-center bg-white/40 dark:bg-slate-900/40">
          <Spinner size="md" label={t`Uploading photo…`} />
        </span>
      )}
    </div>
  );
}
