import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Bag } from '../../../core/bag-types';
import { AddToBagForm, type AddToBagFormProps } from './add-to-bag-form';

const bag = (id: string, name: string): Bag => ({
  id,
  name,
  userId: 'u1',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const BAGS = [bag('b1', 'Tournament'), bag('b2', 'Casual')];

function setup(over: Partial<AddToBagFormProps> = {}) {
  const onAdd = vi.fn<AddToBagFormProps['onAdd']>().mockResolvedValue(undefined);
  render(
    <MemoryRouter>
      <AddToBagForm discName="Destroyer" bags={BAGS} onAdd={onAdd} {...over} />
    </MemoryRouter>,
  );
  return { onAdd, user: userEvent.setup() };
}

describe('AddToBagForm', () => {
  it('starts with the first bag and Blue', () => {
    setup();
    expect(screen.getByLabelText('Bag')).toHaveValue('b1');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    const names = ['Blue', 'Red', 'Green', 'Yellow', 'Purple', 'Pink', 'Orange', 'White', 'Black'];
    for (const name of names) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(names.length);
  });

  it('preselects the bag the search was opened from, and falls back to the first bag', async () => {
    const { onAdd, user } = setup({ preferredBagId: 'b2' });
    expect(screen.getByLabelText('Bag')).toHaveValue('b2');
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    await vi.waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({ bagId: 'b2', color: '#3B82F6', details: {} }),
    );
  });

  it('starts with the first bag when the preferred bag is gone', () => {
    setup({ preferredBagId: 'deleted' });
    expect(screen.getByLabelText('Bag')).toHaveValue('b1');
  });

  it('adds the disc to the chosen bag in the chosen colour and confirms', async () => {
    const { onAdd, user } = setup();
    await user.selectOptions(screen.getByLabelText('Bag'), 'b2');
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    await vi.waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({ bagId: 'b2', color: '#EF4444', details: {} }),
    );
    expect(await screen.findByText('Added Destroyer to your bag!')).toBeInTheDocument();
  });

  it('adds the details filled in, suggesting plastics used before', async () => {
    const { onAdd, user } = setup({ plastics: ['Star', 'Champion'] });
    await user.click(screen.getByRole('button', { name: /Add details/ }));
    const plastic = screen.getByLabelText('Plastic');
    const list = document.getElementById(plastic.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Star',
      'Champion',
    ]);
    await user.type(plastic, 'Star');
    await user.type(screen.getByLabelText('Weight (g)'), '175.5');
    await user.type(screen.getByLabelText('Notes'), 'Beat in');
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(onAdd).toHaveBeenCalledWith({
      bagId: 'b1',
      color: '#3B82F6',
      details: { plastic: 'Star', weight: 175.5, notes: 'Beat in' },
    });
  });

  it('refuses a weight outside 100–200 g with a clear message, and adds nothing', async () => {
    const { onAdd, user } = setup();
    await user.click(screen.getByRole('button', { name: /Add details/ }));
    await user.type(screen.getByLabelText('Weight (g)'), '250');
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByText('Weight must be between 100 and 200 grams')).toBeVisible();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('asks for a bag when none is chosen', async () => {
    const { onAdd, user } = setup();
    await user.selectOptions(screen.getByLabelText('Bag'), '');
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(screen.getByText('Please select a bag')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows the duplicate message the server sends', async () => {
    const onAdd = vi
      .fn<AddToBagFormProps['onAdd']>()
      .mockRejectedValue(new Error('This disc is already in the selected bag'));
    const { user } = setup({ onAdd });
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByText('This disc is already in the selected bag')).toBeInTheDocument();
    expect(screen.queryByText('Added Destroyer to your bag!')).not.toBeInTheDocument();
  });

  it('points to /bags when there is no bag yet', () => {
    setup({ bags: [] });
    expect(
      screen.getByText('You need to create a bag before you can add discs.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a bag' })).toHaveAttribute('href', '/bags');
    expect(screen.queryByRole('button', { name: 'Add to Bag' })).not.toBeInTheDocument();
  });
});
