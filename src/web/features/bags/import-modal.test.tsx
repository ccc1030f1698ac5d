import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImportInput, ImportResult } from '../../../core/api/collection-routes';
import { IMPORT_REFUSED } from '../../../core/collection/import-plan';
import { HOLE_NUMBER_INVALID } from '../../../core/rules/round';
import { fakeApi } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { ImportModal } from './import-modal';

const api = startApiServer();
const IMPORT = '/api/import';

describe('ImportModal', () => {
  it('lists the rounds a JSON export cannot import and does not go on to import', async () => {
    const refused: ImportResult = {
      imported: false,
      message: IMPORT_REFUSED,
      count: 0,
      bags: [],
      report: [],
      history: {
        courses: 0,
        layouts: 0,
        rounds: 0,
        alreadyImported: 0,
        report: [
          {
            kind: 'round',
            index: 2,
            name: 'Maple Hill, Gold, 2026-10-10T10:00:00.000Z',
            problem: `Hole 4: ${HOLE_NUMBER_INVALID}`,
          },
        ],
      },
    };
    fakeApi(api);
    api.use(
      http.post(IMPORT, async ({ request }) => {
        const body = (await request.json()) as ImportInput;
        expect(body.dryRun).toBe(true);
        return HttpResponse.json(refused, { status: 200 });
      }),
    );
    const user = userEvent.setup();
    await renderSignedIn(<ImportModal open bags={[]} onClose={() => {}} onImported={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import discs' });
    const file = new File(['{"format":"hyzer-collection"}'], 'hyzer-collection.json', {
      type: 'application/json',
    });
    await user.upload(within(dialog).getByLabelText(/File \(\.json or \.csv/), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const list = await within(dialog).findByRole('list', {
      name: 'Courses and rounds that cannot be imported',
    });
    expect(list).toHaveTextContent(
      `Round 2 (Maple Hill, Gold, 2026-10-10T10:00:00.000Z): Hole 4: ${HOLE_NUMBER_INVALID}`,
    );
    expect(within(dialog).getByText(IMPORT_REFUSED)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === IMPORT)).toHaveLength(1); // the dry run only
  });
});
