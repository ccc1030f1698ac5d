import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchControls } from './search-controls';
import { useCatalogQuery } from './use-catalog-query';
import { catalogueKeys } from '../../data/use-catalogue';

function Harness() {
  const [query, setQuery] = useCatalogQuery();
  const location = useLocation();
  return (
    <>
      <SearchControls query={query} setQuery={setQuery} filtersVisible />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

function setup(initial = '/discs') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(catalogueKeys.brands, ['Discraft', 'Innova']);
  client.setQueryData(catalogueKeys.categories, ['Distance Driver', 'Putter']);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[initial]}>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');

async function addSpeedFilter(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.selectOptions(screen.getByLabelText('Filter field'), 'speed');
  await user.selectOptions(screen.getByLabelText('Operator'), 'gte');
  await user.type(screen.getByLabelText('Value'), value);
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
}

describe('SearchControls', () => {
  it('puts the typed term in the URL after the debounce and goes back to page 1', async () => {
    const user = setup('/discs?page=4');
    await user.type(screen.getByLabelText('Search discs'), 'Destroyer');
    expect(url().get('q')).toBeNull();
    await waitFor(() => expect(url().get('q')).toBe('Destroyer'), { timeout: 2000 });
    expect(url().get('page')).toBeNull();
  });

  it('changes the search-by field and resets the page', async () => {
    const user = setup('/discs?page=3');
    await user.selectOptions(screen.getByLabelText('Search by'), 'brand');
    expect(url().get('by')).toBe('brand');
    expect(url().get('page')).toBeNull();
    expect(screen.getByLabelText('Search discs')).toHaveAttribute(
      'placeholder',
      'Search by brand…',
    );
  });

  it('adding a filter clears the text search and shows a removable chip', async () => {
    const user = setup('/discs?q=wraith&page=2');
    expect(screen.getByLabelText('Search discs')).toHaveValue('wraith');
    await addSpeedFilter(user, '12');
    expect(screen.getByLabelText('Search discs')).toHaveValue('');
    expect(url().get('q')).toBeNull();
    expect(url().getAll('f')).toEqual(['speed:gte:12']);
    await user.click(screen.getByRole('button', { name: 'Remove filter Speed ≥ 12' }));
    expect(url().getAll('f')).toEqual([]);
  });

  it('ignores a filter identical to one already active', async () => {
    const user = setup();
    await addSpeedFilter(user, '12');
    await addSpeedFilter(user, '12.0');
    expect(url().getAll('f')).toEqual(['speed:gte:12']);
    expect(screen.getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(1);
  });

  it('ANDs several filters and clears them all at once', async () => {
    const user = setup();
    await addSpeedFilter(user, '12');
    await user.selectOptions(screen.getByLabelText('Filter field'), 'stability');
    await user.selectOptions(screen.getByLabelText('Value'), 'Overstable');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(url().getAll('f')).toEqual(['speed:gte:12', 'stability:equals:Overstable']);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(url().getAll('f')).toEqual([]);
  });
});
