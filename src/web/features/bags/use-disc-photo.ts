/**
 * useDiscPhoto: a disc's photo as the dialog shows it, and its changes: a chosen file is
 * previewed (its object URL given back when replaced or closed) and uploaded at once.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ChangeEvent } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { ownPhotoUrl, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../../../core/photo/photo-rules';
import { useSession } from '../../data/session';
import { useRemoveDiscPhoto, useUploadDiscPhoto } from '../../data/use-user-discs';
import { errorMessage } from '../../lib/error-message';

export function useDiscPhoto(disc: UserDisc) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const upload = useUploadDiscPhoto(userId);
  const remove = useRemoveDiscPhoto(userId);
  const [photoUrl, setPhotoUrl] = useState(() => ownPhotoUrl(disc));
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
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

  return {
    photoUrl,
    preview,
    previewFailed,
    error,
    done,
    uploading: upload.isPending,
    removing: remove.isPending,
    busy: upload.isPending || remove.isPending,
    choose,
    removePhoto,
    /** The shown image did not load: a preview's file has none, a saved photo is gone. */
    imageFailed: () => (preview ? setPreviewFailed(true) : setPhotoUrl(null)),
  };
}
