import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../../core/bag-types';
import {
  PHOTO_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  photoUrl,
} from '../../../core/photo/photo-rules';
import { details, userDisc } from '../../../core/testing/factories';
import { userDiscsKey } from '../../data/query-policy';
import { fakeApi, PLAYER } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { DiscPhotoField } from './disc-photo-field';

const api = startApiServer();
const DISC = userDisc(1, details({ name: 'Destroyer' }));
const PATH = `/api/user-discs/${DISC.id}/photo`;
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'disc.png', { type: 'image/png' });

/** Uploads answer once `release` is called, so the pending state can be seen. */
function uploadsAnswering(answer: () => Response) {
  const seen: { name: string | null; size: number }[] = [];
  let release!: () => void;
  const gate = new Promise<void>((go) => (release = go));
  api.use(
    http.post(PATH, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('photo');
      seen.push(
        file instanceof File ? { name: file.name, size: file.size } : { name: null, size: 0 },
      );
      await gate;
      return answer();
    }),
  );
  return { seen, release };
}

async function setup(disc: UserDisc = DISC) {
  const { client } = await renderSignedIn(<DiscPhotoField disc={disc} name="Destroyer" />);
  client.setQueryData(userDiscsKey(PLAYER.id), [disc]);
  return { client, user: userEvent.setup() };
}

describe('DiscPhotoField', () => {
  beforeEach(() => {
    fakeApi(api, { discs: [DISC] });
  });

  it('offers the phone camera and the files, for images only', async () => {
    await setup();
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    const files = screen.getByLabelText('Choose from files');
    expect(files).toHaveAttribute('accept', 'image/*');
    expect(files).not.toHaveAttribute('capture');
    expect(screen.getByText('No photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('previews the chosen photo while it uploads, then shows the saved one', async () => {
    const saved = { ...DISC, photoUrl: photoUrl(DISC.id, '0123456789abcdef') };
    const upload = uploadsAnswering(() => HttpResponse.json(saved));
    const { client, user } = await setup();
    await user.upload(screen.getByLabelText('Choose from files'), png());

    expect(
      await screen.findByRole('img', { name: 'Preview of the new photo of Destroyer' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Uploading photo…');
    expect(screen.getByLabelText('Choose from files')).toBeDisabled();
    upload.release();

    expect(await screen.findByRole('img', { name: 'Your photo of Destroyer' })).toHaveAttribute(
      'src',
      saved.photoUrl,
    );
    expect(screen.getByText('Photo saved.')).toBeInTheDocument();
    expect(upload.seen).toEqual([{ name: 'disc.png', size: 7 }]);
    expect(screen.getByLabelText('Replace photo')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    // Every screen showing the disc gets its photo: the cached list holds the saved disc.
    expect(client.getQueryData<UserDisc[]>(userDiscsKey(PLAYER.id))?.[0]?.photoUrl).toBe(
      saved.photoUrl,
    );
  });

  it('shows the server’s words when it refuses the file, and keeps no preview', async () => {
    const upload = uploadsAnswering(() =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_input',
            message: 'Invalid input',
            fields: { photo: PHOTO_NOT_AN_IMAGE },
          },
        },
        { status: 400 },
      ),
    );
    upload.release();
    const { user } = await setup();
    await user.upload(screen.getByLabelText('Choose from files'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_NOT_AN_IMAGE);
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });

  it('says a photo over 15 MB is too large without sending it', async () => {
    const { user } = await setup();
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose from files'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE);
    expect(api.calls.filter((c) => c.path === PATH)).toEqual([]);
  });

  it('shows the 413 message when the server finds the file too large', async () => {
    const upload = uploadsAnswering(() =>
      HttpResponse.json(
        { error: { code: 'payload_too_large', message: PHOTO_TOO_LARGE } },
        { status: 413 },
      ),
    );
    upload.release();
    const { user } = await setup();
    await user.upload(screen.getByLabelText('Choose from files'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE);
  });

  it('removes the photo', async () => {
    const withPhoto = { ...DISC, photoUrl: photoUrl(DISC.id, 'abcdef0123456789') };
    api.use(http.delete(PATH, () => new HttpResponse(null, { status: 204 })));
    const { client, user } = await setup(withPhoto);
    expect(screen.getByRole('img', { name: 'Your photo of Destroyer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
    expect(screen.getByText('No photo')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose from files')).toBeInTheDocument();
    await waitFor(() =>
      expect(client.getQueryData<UserDisc[]>(userDiscsKey(PLAYER.id))?.[0]).not.toHaveProperty(
        'photoUrl',
      ),
    );
  });

  it('never shows a pass-through value as the photo', async () => {
    await setup({ ...DISC, photoUrl: 'https://tracker.example/pixel.png' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });
});
