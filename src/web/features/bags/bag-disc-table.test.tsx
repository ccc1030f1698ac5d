import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserDisc } from '../../../core/bag-types';
import { nextSort, sortBagDiscs, type BagSort } from '../../../core/stats/sort-bag-discs';
import { VIRTUAL_FROM } from '../../lib/use-window-rows';
import { userDisc } from '../../testing/test-discs';
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

function Table({ discs }: { discs: UserDisc[] }) {
  const [sort, setSort] = useState<BagSort>({ field: 'name', dir: 'asc' });
  const none = () => undefined;
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
      />
    </MemoryRouter>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Discs in this bag' }))
    .getAllByRole('row')
    .slice(1);

// The rendering of long bags (only the rows near the screen) needs a browser's layout: the
// large-player bench and e2e/bags.spec.ts cover it. Here: a bag under that size is whole.
describe('BagDiscTable and long bags', () => {
  it('renders every row of a bag under the virtual size', () => {
    render(<Table discs={bag(VIRTUAL_FROM - 1)} />);
    expect(bodyRows()).toHaveLength(VIRTUAL_FROM - 1);
  });
});
