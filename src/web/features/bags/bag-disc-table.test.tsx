import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDisc } from '../../../core/bag-types';
import { nextSort, sortBagDiscs, type BagSort } from '../../../core/stats/sort-bag-discs';
import { clearCompareSelection, useCompareSelection } from '../../lib/compare-selection';
import { VIRTUAL_FROM } from '../../lib/use-window-rows';
import { throwsSource, userDisc } from '../../testing/test-discs';
import { MyThrowsContext } from '../../components/charts/player-thrower';
import { BagDiscTable } from './bag-disc-table';

const bag = (n: number): UserDisc[] =>
  Array.from({ length: n }, (_, i) =>
    userDisc(String(i), '#3B82F6', {
      name: `Disc ${String(i).padStart(3, '0')}`,
      brand: 'Innova',
      category: 'Putter',
      speed: 1 + (i % 14),
      glide: 3,
      turn: 0,
      fade: 1,
    }),
  );

const none = () => undefined;

function Table({
  discs,
  ...handlers
}: { discs: UserDisc[] } & Partial<
  Record<'onOpen' | 'onEdit' | 'onArchive' | 'onRemove' | 'onCopy', (d: UserDisc) => void>
>) {
  const [sort, setSort] = useState<BagSort>({ field: 'name', dir: 'asc' });
  return (
    <MemoryRouter>
      <BagDiscTable
        discs={sortBagDiscs(discs, sort)}
        sort={sort}
        onSort={(field) => setSort((s) => nextSort(s, field))}
        onOpen={none}
        onEdit={none}
        onArchive={none}
        onRemove={none}
        {...handlers}
      />
      <CompareCount />
    </MemoryRouter>
  );
}

/** What the compare bar counts: the catalogue ids picked. */
function CompareCount() {
  const { ids } = useCompareSelection();
  return <output aria-label="Picked for compare">{ids.join(',')}</output>;
}

afterEach(() => clearCompareSelection());

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Discs in this bag' }))
    .getAllByRole('row')
    .slice(1);

/** Each row on screen: its place in the list and the disc name it shows. */
const shown = () =>
  bodyRows().map((row) => ({
    row,
    at: Number(row.getAttribute('data-index')),
    name: within(row).getAllByRole('button')[0]!.textContent,
  }));

// Where the rows sit on the page needs a browser's layout (the large-player bench): jsdom has
// none, so which window of a long bag shows here is arbitrary; its rows must still be right.
describe('BagDiscTable and long bags', () => {
  it('renders every row of a bag under the virtual size', () => {
    render(<Table discs={bag(VIRTUAL_FROM - 1)} />);
    expect(bodyRows()).toHaveLength(VIRTUAL_FROM - 1);
  });

  it('sorts a long bag in place: the rows on screen show the new order in the same elements', () => {
    const discs = bag(VIRTUAL_FROM + 40);
    render(<Table discs={discs} />);
    const before = shown();
    expect(before.length).toBeGreaterThan(3);
    expect(before.length).toBeLessThan(discs.length);
    const first: BagSort = { field: 'name', dir: 'asc' };
    const byName = sortBagDiscs(discs, first);
    for (const { at, name } of before) expect(name).toBe(byName[at]!.discDetails?.name);

    fireEvent.click(screen.getByRole('button', { name: /speed/i }));
    const bySpeed = sortBagDiscs(discs, nextSort(first, 'speed'));
    const after = shown();
    expect(after.map((r) => r.at)).toEqual(before.map((r) => r.at));
    for (const { at, name } of after) expect(name).toBe(bySpeed[at]!.discDetails?.name);
    expect(after.map((r) => r.name)).not.toEqual(before.map((r) => r.name));
    // The same row elements with new contents: a sort changes text, it does not remove and
    // make again every row on screen (what made a 500-disc bag's sort slow).
    expect(after.map((r) => r.row)).toEqual(before.map((r) => r.row));
  });

  it('never leaves an open row menu acting for another disc when the list changes under it', () => {
    const discs = bag(VIRTUAL_FROM + 40);
    const { rerender } = render(<Table discs={discs} />);
    // A row inside the window, which stays rendered when the rows move down one place.
    const { row, name } = shown()[2]!;
    fireEvent.click(within(row).getByRole('button', { name: `More actions for ${name}` }));
    expect(screen.getByRole('menu', { name: `More actions for ${name}` })).toBeTruthy();

    // A refetch brings a disc that sorts first: every disc moves down one place.
    const [model] = bag(1);
    const first = {
      ...model!,
      id: 'first',
      discDetails: { ...model!.discDetails!, name: 'Disc !' },
    };
    rerender(<Table discs={[first, ...discs]} />);
    for (const menu of screen.queryAllByRole('menu')) {
      expect(menu).toHaveAccessibleName(`More actions for ${name}`);
    }
  });
});

describe('BagDiscTable rows', () => {
  const LONG = 'A disc with a name far longer than any column would hold';
  const discs = (): UserDisc[] => [
    ...bag(2),
    userDisc('long', '#EF4444', {
      name: LONG,
      brand: 'Westside Discs',
      category: 'Distance Driver',
      speed: 12,
      glide: 5,
      turn: -1,
      fade: 2,
    }),
  ];
  const rowOf = (name: string) =>
    bodyRows().find((r) => within(r).queryByRole('button', { name }))!;

  it('gives each row one actions control, its menu: Compare, Edit, Archive, Copy, Remove', () => {
    const onEdit = vi.fn();
    const onOpen = vi.fn();
    render(<Table discs={discs()} onEdit={onEdit} onOpen={onOpen} onCopy={none} />);
    const row = rowOf('Disc 001');
    // The name (which opens the disc) and the menu: no separate Compare box or Edit button.
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([null, 'More actions for Disc 001']);
    expect(within(row).queryByRole('checkbox')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'More actions for Disc 001' }));
    const menu = screen.getByRole('menu', { name: 'More actions for Disc 001' });
    expect(
      within(menu).getByRole('menuitemcheckbox', { name: 'Compare Disc 001' }),
    ).toHaveAttribute('aria-checked', 'false');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual([
      'Edit Disc 001',
      'Archive Disc 001 (lost, sold, given away or retired)',
      'Copy to another bag: Disc 001',
      'Remove Disc 001',
    ]);
  });

  it('ticks Compare from the menu: the disc is picked and its row says so', async () => {
    render(<Table discs={discs()} />);
    const row = rowOf('Disc 001');
    expect(row).not.toHaveTextContent(/compare/i);
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for Disc 001' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Compare Disc 001' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Picked for compare' })).toHaveTextContent(
        'disc-1',
      ),
    );
    expect(rowOf('Disc 001')).toHaveTextContent(/compare/i);
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for Disc 001' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Compare Disc 001' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('edits from the menu without opening the disc', async () => {
    const onEdit = vi.fn<(d: UserDisc) => void>();
    const onOpen = vi.fn();
    render(<Table discs={discs()} onEdit={onEdit} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Disc 000' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit Disc 000' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(onEdit.mock.calls[0]![0].id).toBe('0');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('keeps a long name whole for hover (title) and screen readers, on one line', () => {
    render(<Table discs={discs()} />);
    const name = screen.getByRole('button', { name: LONG });
    expect(name).toHaveAttribute('title', LONG);
    const row = rowOf(LONG);
    expect(within(row).getByText('Westside Discs')).toHaveAttribute('title', 'Westside Discs');
  });
});

describe('the "My distance" column', () => {
  it('shows the measured median where a disc is measured, and is absent without throws', () => {
    const discs = bag(3);
    const { unmount } = render(<Table discs={discs} />);
    expect(screen.queryByRole('columnheader', { name: 'My distance' })).toBeNull();
    unmount();
    const source = throwsSource(discs, [
      {
        userDiscId: '1',
        throws: [
          [200, null],
          [210, -5],
          [230, null],
        ],
      },
      {
        userDiscId: '2',
        throws: [
          [150, null],
          [160, null],
        ],
      },
    ]);
    render(
      <MyThrowsContext value={source}>
        <Table discs={discs} />
      </MyThrowsContext>,
    );
    expect(screen.getByRole('columnheader', { name: 'My distance' })).toBeInTheDocument();
    const cells = screen.getAllByTestId('my-distance');
    expect(cells.map((c) => c.textContent)).toEqual(['210 ft']);
    expect(cells[0]).toHaveAttribute('title', 'Median of 3 full-power backhands');
    // Two throws are not enough to measure a disc.
    expect(screen.getAllByText('Not measured')).toHaveLength(2);
  });
});
