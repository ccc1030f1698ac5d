import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Filter } from '../../../core/search/query';
import { FilterBuilder } from './filter-builder';

function setup() {
  const onAdd = vi.fn<(f: Filter) => void>();
  render(<FilterBuilder brands={['Discraft', 'Innova']} categories={['Putter']} onAdd={onAdd} />);
  return { onAdd, user: userEvent.setup() };
}

describe('FilterBuilder', () => {
  it('enables Add only once a value is entered', async () => {
    const { onAdd, user } = setup();
    const add = screen.getByRole('button', { name: 'Add filter' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Value'), '12');
    expect(add).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Operator'), 'gte');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith({ field: 'speed', operator: 'gte', value: '12' });
    expect(screen.getByLabelText('Value')).toHaveValue(null);
    expect(add).toBeDisabled();
  });

  it('offers only the operators the product rules allow for the field', async () => {
    const { user } = setup();
    const operators = () =>
      within(screen.getByLabelText('Operator'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(operators()).toEqual([
      'equals',
      'less than',
      'greater than',
      'less than or equal',
      'greater than or equal',
    ]);
    await user.selectOptions(screen.getByLabelText('Filter field'), 'stability');
    expect(operators()).toEqual(['equals']);
    await user.selectOptions(screen.getByLabelText('Filter field'), 'name');
    expect(operators()).toEqual(['contains', 'equals']);
  });

  it('picks brands from the list and stability from the five labels', async () => {
    const { onAdd, user } = setup();
    await user.selectOptions(screen.getByLabelText('Filter field'), 'brand');
    const brandValues = within(screen.getByLabelText('Value')).getAllByRole('option');
    expect(brandValues.map((o) => o.textContent)).toEqual(['Choose…', 'Discraft', 'Innova']);
    await user.selectOptions(screen.getByLabelText('Filter field'), 'stability');
    const labels = within(screen.getByLabelText('Value')).getAllByRole('option');
    expect(labels.map((o) => o.textContent)).toEqual([
      'Choose…',
      'Very Understable',
      'Understable',
      'Stable',
      'Overstable',
      'Very Overstable',
    ]);
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Value'), 'Overstable');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onAdd).toHaveBeenCalledWith({
      field: 'stability',
      operator: 'equals',
      value: 'Overstable',
    });
  });

  it('does not accept a value that is not a number for a flight number', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Value'), 'e');
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeDisabled();
  });
});
