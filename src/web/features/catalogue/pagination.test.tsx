import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './pagination';

function props(over: Partial<PaginationProps> = {}): PaginationProps {
  return {
    page: 3,
    pageCount: 44,
    window: [1, 2, 3, 4, 5],
    from: 51,
    to: 75,
    total: 1079,
    pageSize: 25,
    onPage: vi.fn(),
    onPageSize: vi.fn(),
    ...over,
  };
}

describe('Pagination', () => {
  it('says which discs are shown and marks the current page', () => {
    render(<Pagination {...props()} />);
    expect(screen.getByText('Showing 51 to 75 of 1079 discs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
  });

  it('moves with First, Prev, a number, Next and Last', async () => {
    const p = props();
    const user = userEvent.setup();
    render(<Pagination {...p} />);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(vi.mocked(p.onPage).mock.calls.map((c) => c[0])).toEqual([1, 2, 5, 4, 44]);
  });

  it('disables the way back on the first page and the way on at the last', () => {
    const { rerender } = render(<Pagination {...props({ page: 1, from: 1, to: 25 })} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination {...props({ page: 44, from: 1076, to: 1079 })} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('offers 25, 100 and 250 items per page', async () => {
    const p = props();
    const user = userEvent.setup();
    render(<Pagination {...p} />);
    const select = screen.getByLabelText('Items per page');
    expect(select).toHaveValue('25');
    await user.selectOptions(select, '100');
    expect(p.onPageSize).toHaveBeenCalledWith(100);
  });

  it('shows Page x of y instead of numbers when compact', () => {
    render(<Pagination {...props({ compact: true })} />);
    expect(screen.getByText('Page 3 of 44')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });
});
