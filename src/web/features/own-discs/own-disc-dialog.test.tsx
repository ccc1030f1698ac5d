import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bag } from '../../../core/bag-types';
import type { OwnDisc } from '../../../core/schemas/own-disc';
import { bag } from '../../../core/testing/factories';
import { DEFAULT_DISC_COLOR } from '../../lib/disc-colors';
import { fakeApi } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { OwnDiscDialog, type OwnDiscDialogProps } from './own-disc-dialog';

const api = startApiServer();

const MAIN = bag('b1', 'Main');
const PUTTING = bag('b2', 'Putting');
const OWN_ID = 'own-0c0ffee0-0000-4000-8000-000000000001';

const ownDisc = (fields: Partial<OwnDisc>): OwnDisc => ({
  id: OWN_ID,
  name: 'Mystery Prototype',
  brand: 'Nobody Discs',
  category: 'Distance Driver',
  speed: 11,
  glide: 5,
  turn: -1.5,
  fade: 2,
  stability: null,
  pic: null,
  color: null,
  background_color: null,
  own: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

/** The own-disc routes of the API, answering what they were sent as the server would. */
function ownDiscApi(bags: Bag[] = [MAIN, PUTTING]) {
  const state = fakeApi(api, { bags });
  api.use(
    http.get('/api/catalog/brands', () => HttpResponse.json(['Innova', 'Nobody Discs'])),
    http.get('/api/own-discs', () => HttpResponse.json([])),
    http.post('/api/own-discs', async ({ request }) =>
      HttpResponse.json(ownDisc((await request.json()) as Partial<OwnDisc>), { status: 201 }),
    ),
    http.patch('/api/own-discs/:id', async ({ request }) =>
      HttpResponse.json(ownDisc((await request.json()) as Partial<OwnDisc>)),
    ),
  );
  return state;
}

function renderDialog(props: Partial<OwnDiscDialogProps> = {}) {
  const onSaved = vi.fn<OwnDiscDialogProps['onSaved']>();
  const onClose = vi.fn();
  const rendered = renderSignedIn(
    <OwnDiscDialog open onSaved={onSaved} onClose={onClose} {...props} />,
  );
  return { onSaved, onClose, rendered };
}

const callsTo = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

/** Types the four flight numbers into the open dialog. */
async function typeNumbers(user: ReturnType<typeof userEvent.setup>, numbers: string[]) {
  const dialog = await screen.findByRole('dialog');
  for (const [i, label] of ['Speed', 'Glide', 'Turn', 'Fade'].entries()) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.type(field, numbers[i]!);
  }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('adding an own disc', () => {
  it('starts from the name searched for, makes the disc, then puts it in the bag chosen', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    const { onSaved } = renderDialog({
      name: '  Mystery Prototype ',
      bags: [MAIN, PUTTING],
      preferredBagId: 'b2',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add your own disc' });
    expect(within(dialog).getByLabelText('Disc name')).toHaveValue('Mystery Prototype');
    await user.type(within(dialog).getByLabelText('Brand'), 'Nobody Discs');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Distance Driver');
    await typeNumbers(user, ['11', '5', '-1.5', '2']);
    await user.click(screen.getByRole('button', { name: 'Add to Putting' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/api/own-discs').map((c) => c.body)).toEqual([
      {
        name: 'Mystery Prototype',
        brand: 'Nobody Discs',
        category: 'Distance Driver',
        speed: 11,
        glide: 5,
        turn: -1.5,
        fade: 2,
        stability: null,
      },
    ]);
    expect(callsTo('POST', '/api/user-discs').map((c) => c.body)).toEqual([
      { bagId: 'b2', discitId: OWN_ID, color: DEFAULT_DISC_COLOR },
    ]);
    const [made, message, inBag] = onSaved.mock.calls[0]!;
    expect(made.id).toBe(OWN_ID);
    expect(message).toBe('Added Mystery Prototype to Putting.');
    expect(inBag).toBe(true);
  });

  it('puts it in the bag with the colour, plastic and weight chosen', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    const { onSaved } = renderDialog({ name: 'Mystery Prototype', bags: [MAIN] });
    const dialog = await screen.findByRole('dialog', { name: 'Add your own disc' });
    await user.type(within(dialog).getByLabelText('Brand'), 'Nobody Discs');
    await typeNumbers(user, ['11', '5', '-1.5', '2']);
    await user.click(within(dialog).getByRole('radio', { name: 'Red' }));
    await user.click(within(dialog).getByRole('button', { name: /Add details/ }));
    await user.type(within(dialog).getByLabelText('Plastic'), 'Champion');
    await user.type(within(dialog).getByLabelText('Weight (g)'), '172');
    await user.click(screen.getByRole('button', { name: 'Add to Main' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/api/user-discs').map((c) => c.body)).toEqual([
      { bagId: 'b1', discitId: OWN_ID, color: '#EF4444', plastic: 'Champion', weight: 172 },
    ]);
  });

  it('refuses a weight it cannot keep before making anything', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    renderDialog({ name: 'Mystery Prototype', bags: [MAIN] });
    const dialog = await screen.findByRole('dialog', { name: 'Add your own disc' });
    await user.type(within(dialog).getByLabelText('Brand'), 'Nobody Discs');
    await typeNumbers(user, ['11', '5', '-1.5', '2']);
    await user.click(within(dialog).getByRole('button', { name: /Add details/ }));
    await user.type(within(dialog).getByLabelText('Weight (g)'), '9000');
    await user.click(screen.getByRole('button', { name: 'Add to Main' }));
    expect(await within(dialog).findByLabelText('Weight (g)')).toHaveAccessibleDescription(/./);
    expect(callsTo('POST', '/api/own-discs')).toEqual([]);
  });

  it('with "No bag for now", makes the disc only', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    const { onSaved } = renderDialog({ name: 'Stamp', bags: [MAIN] });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Brand'), 'Innova');
    await typeNumbers(user, ['5', '4', '0', '1']);
    await user.selectOptions(within(dialog).getByLabelText('Put it in'), 'No bag for now');
    await user.selectOptions(within(dialog).getByLabelText('Stability (optional)'), 'Stable');
    await user.click(screen.getByRole('button', { name: 'Add Disc' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/api/own-discs').map((c) => c.body)).toEqual([
      expect.objectContaining({ name: 'Stamp', category: 'Midrange', stability: 'Stable' }),
    ]);
    expect(callsTo('POST', '/api/user-discs')).toEqual([]);
    expect(onSaved.mock.calls[0]!.slice(1)).toEqual(['Added Stamp to your discs.', false]);
  });

  it('says both when the disc is made but the bag refuses it', async () => {
    ownDiscApi();
    api.use(
      http.post('/api/user-discs', () =>
        HttpResponse.json(
          { error: { code: 'limit_reached', message: 'This bag is full.' } },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { onSaved } = renderDialog({ name: 'Stamp', brand: 'Innova', bags: [MAIN] });
    await typeNumbers(user, ['5', '4', '0', '1']);
    await user.click(screen.getByRole('button', { name: 'Add to Main' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]!.slice(1)).toEqual([
      'Added Stamp to your discs, but not to Main: This bag is full.',
      false,
    ]);
  });

  it('refuses numbers out of range or between half steps by their fields, and sends nothing', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    const { onSaved } = renderDialog({ name: 'Stamp', brand: 'Innova', bags: [MAIN] });
    await typeNumbers(user, ['25', '4.3', '0', '1']);
    await user.click(screen.getByRole('button', { name: 'Add to Main' }));

    expect(await screen.findByText('Speed must be between 0 and 20')).toBeInTheDocument();
    expect(screen.getByText('Flight numbers must be numbers in steps of 0.5')).toBeInTheDocument();
    expect(callsTo('POST', '/api/own-discs')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for a name and a brand', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    renderDialog({ bags: [] });
    await typeNumbers(user, ['5', '4', '0', '1']);
    await user.click(screen.getByRole('button', { name: 'Add Disc' }));
    expect(await screen.findByText('Disc name is required')).toBeInTheDocument();
    expect(screen.getByText('Brand is required')).toBeInTheDocument();
    expect(callsTo('POST', '/api/own-discs')).toEqual([]);
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    ownDiscApi();
    api.use(
      http.post('/api/own-discs', () =>
        HttpResponse.json(
          { error: { code: 'limit_reached', message: 'You have 500 own discs, the most.' } },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { onSaved } = renderDialog({ name: 'Stamp', brand: 'Innova', bags: [] });
    await typeNumbers(user, ['5', '4', '0', '1']);
    await user.click(screen.getByRole('button', { name: 'Add Disc' }));

    expect(await screen.findByText('You have 500 own discs, the most.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Disc name')).toHaveValue('Stamp');
  });

  it('closes on Cancel without sending anything', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    const { onClose } = renderDialog({ name: 'Stamp', bags: [MAIN] });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(callsTo('POST', '/api/own-discs')).toEqual([]);
  });
});

describe('changing an own disc', () => {
  it('starts from the disc, offers no bag, and saves the changes', async () => {
    ownDiscApi();
    const user = userEvent.setup();
    const disc = ownDisc({ stability: 'Overstable' });
    const { onSaved } = renderDialog({ disc: { ...disc, link: null }, bags: [MAIN] });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mystery Prototype' });
    expect(within(dialog).getByLabelText('Brand')).toHaveValue('Nobody Discs');
    expect(within(dialog).getByLabelText('Turn')).toHaveValue(-1.5);
    expect(within(dialog).getByLabelText('Stability (optional)')).toHaveValue('Overstable');
    expect(within(dialog).queryByLabelText('Put it in')).not.toBeInTheDocument();
    const fade = within(dialog).getByLabelText('Fade');
    await user.clear(fade);
    await user.type(fade, '3.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo('PATCH', `/api/own-discs/${OWN_ID}`).map((c) => c.body)).toEqual([
      expect.objectContaining({ fade: 3.5, turn: -1.5, stability: 'Overstable' }),
    ]);
    expect(onSaved.mock.calls[0]!.slice(1)).toEqual(['Saved Mystery Prototype.', false]);
    expect(callsTo('POST', '/api/user-discs')).toEqual([]);
  });
});
