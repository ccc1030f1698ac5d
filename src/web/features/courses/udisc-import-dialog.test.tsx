import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UdiscImportInput, UdiscImportResult } from '../../../core/api/round-routes';
import { UDISC_MAX_BYTES, UDISC_TOO_LARGE } from '../../../core/rounds/udisc-limits';
import { fakeApi, PLAYER } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { CHOOSE_YOURSELF } from './udisc-import-dialog';
import { UdiscTransfer } from './udisc-transfer';

const api = startApiServer();
const IMPORT = '/api/rounds/import/udisc';

const result = (over: Partial<UdiscImportResult>): UdiscImportResult => ({
  imported: false,
  rounds: 0,
  alreadyImported: 0,
  newCourses: 0,
  newLayouts: 0,
  players: [],
  report: [],
  ...over,
});

const PLAYERS = [
  { name: 'Ace', rounds: 15 },
  { name: 'Robin', rounds: 4 },
];

/** The fake server: a dry run names the players, an import answers `imported`. */
function udiscApi(
  imported: UdiscImportResult,
  dryRun = result({ rounds: 15, players: PLAYERS }),
  name = '',
) {
  fakeApi(api, { user: { ...PLAYER, name } });
  api.use(
    http.post(IMPORT, async ({ request }) => {
      const body = (await request.json()) as UdiscImportInput;
      const answer = body.dryRun ? dryRun : imported;
      return HttpResponse.json(answer, { status: answer.imported ? 201 : 200 });
    }),
  );
}

const csvFile = (text = 'PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1\n') =>
  new File([text], 'UDisc Scorecards.csv', { type: 'text/csv' });

async function openWithFile(file: File) {
  const user = userEvent.setup();
  await renderSignedIn(<UdiscTransfer />);
  await user.click(screen.getByRole('button', { name: 'Import rounds from UDisc' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import rounds from UDisc' });
  await user.upload(within(dialog).getByLabelText(/Scorecard file/), file);
  return { user, dialog };
}

const importCalls = () => api.calls.filter((c) => c.path === IMPORT);

describe('UdiscImportDialog', () => {
  it('names the players from a dry run, imports for the one chosen and says what happened', async () => {
    udiscApi(
      result({ imported: true, rounds: 12, alreadyImported: 3, newCourses: 2, newLayouts: 3 }),
    );
    const { user, dialog } = await openWithFile(csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Read file' }));
    const robin = await within(dialog).findByRole('radio', { name: /Robin/ });
    expect(within(dialog).getByRole('radio', { name: /Ace/ })).not.toBeChecked();
    expect(within(dialog).getByText('15 rounds')).toBeInTheDocument();

    // Importing before choosing says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CHOOSE_YOURSELF);
    expect(importCalls()).toHaveLength(1);

    await user.click(robin);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        '12 rounds imported, 3 already here. 2 new courses and 3 new layouts.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = importCalls();
    expect(calls.map((c) => c.body)).toEqual([
      { content: expect.stringContaining('PlayerName') as string, dryRun: true },
      { content: expect.stringContaining('PlayerName') as string, playerName: 'Robin' },
    ]);
  });

  it('chooses the player under the account’s display name', async () => {
    udiscApi(result({ imported: true, rounds: 4 }), undefined, ' robin ');
    const { user, dialog } = await openWithFile(csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Read file' }));
    expect(await within(dialog).findByRole('radio', { name: /Robin/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Ace/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('4 rounds imported.')).toBeInTheDocument();
    expect(importCalls().at(-1)?.body).toMatchObject({ playerName: 'Robin' });
  });

  it('says when a file brings nothing new', async () => {
    udiscApi(
      result({ alreadyImported: 3, players: [{ name: 'Ace', rounds: 3 }] }),
      result({
        rounds: 3,
        players: [{ name: 'Ace', rounds: 3 }],
      }),
    );
    const { user, dialog } = await openWithFile(csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Read file' }));
    // The only player is preselected.
    expect(await within(dialog).findByRole('radio', { name: /Ace/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Nothing new: 3 rounds already here.')).toBeInTheDocument();
  });

  it('shows the report of a refused file, line by line, and imports nothing', async () => {
    const refused = result({
      rounds: 0,
      report: [
        { row: 3, message: 'The date must look like 2024-06-16 1322' },
        { row: 7, message: 'A player’s row must follow its round’s Par row' },
      ],
    });
    udiscApi(refused, refused);
    const { user, dialog } = await openWithFile(csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Read file' }));
    const lines = await within(dialog).findByRole('list', {
      name: 'Lines that cannot be imported',
    });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 3: The date must look like 2024-06-16 1322',
      'Line 7: A player’s row must follow its round’s Par row',
    ]);
    expect(within(dialog).getByText(/Nothing was imported: 2 lines/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(importCalls()).toHaveLength(1);
  });

  it('refuses a file over 2 MB before sending it, with the server’s message', async () => {
    udiscApi(result({}));
    const big = csvFile('x'.repeat(UDISC_MAX_BYTES + 1));
    const { user, dialog } = await openWithFile(big);
    await user.click(within(dialog).getByRole('button', { name: 'Read file' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UDISC_TOO_LARGE);
    expect(importCalls()).toHaveLength(0);
  });

  it('offers the rounds as a UDisc CSV download', async () => {
    fakeApi(api);
    await renderSignedIn(<UdiscTransfer />);
    const link = screen.getByRole('link', { name: 'Download rounds (UDisc CSV)' });
    expect(link).toHaveAttribute('href', '/api/rounds/export/udisc');
    expect(link).toHaveAttribute('download');
  });
});
