import { render as renderDom, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Course } from '../../../core/schemas/course';
import { CourseLayouts } from './course-layouts';

const hole = (label: string, par: number, lengthFt: number | null, unit: 'ft' | 'm' = 'ft') => ({
  label,
  par,
  lengthFt,
  lengthUnit: unit,
  shape: null,
  tee: null,
  basket: null,
  note: '',
});

const course = (mine: boolean): Course => ({
  id: 'c1',
  name: 'Järva',
  place: 'Stockholm',
  position: null,
  visibility: 'shared',
  mine,
  updatedAt: '2026-11-28T10:00:00.000Z',
  layouts: [
    {
      id: 'l1',
      courseId: 'c1',
      name: 'Main',
      updatedAt: '2026-11-28T10:00:00.000Z',
      holes: [hole('1', 3, 328.1, 'm'), { ...hole('2', 4, null), shape: 'right' as const }],
    },
  ],
});

const render = (ui: ReactElement) => renderDom(<MemoryRouter>{ui}</MemoryRouter>);

const props = { unit: 'ft' as const, onSave: vi.fn(), onDelete: vi.fn(), onSaved: vi.fn() };

describe('CourseLayouts', () => {
  it('shows another player’s shared course read only, each length in the unit it was entered in', () => {
    render(<CourseLayouts course={course(false)} {...props} />);
    const layout = screen.getByRole('region', { name: 'Layout: Main' });
    expect(within(layout).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(layout).queryByRole('button')).not.toBeInTheDocument();
    expect(within(layout).getByText('2 holes, par 7')).toBeInTheDocument();
    const [, first, second] = within(layout).getAllByRole('row');
    expect(first).toHaveTextContent(/^13100 m——$/);
    expect(second).toHaveTextContent(/^24—Turns right—$/);
    expect(screen.queryByRole('button', { name: 'Add layout' })).not.toBeInTheDocument();
    // Another player's layout is played as it is.
    expect(within(layout).getByRole('link', { name: 'Play this layout' })).toHaveAttribute(
      'href',
      '/rounds/new?course=c1&layout=l1',
    );
  });

  it('lets the author edit each layout and add one', () => {
    render(<CourseLayouts course={course(true)} {...props} />);
    const layout = screen.getByRole('region', { name: 'Layout: Main' });
    expect(within(layout).getByLabelText('Hole 1 par')).toHaveValue('3');
    expect(within(layout).getByLabelText('Hole 1 length (ft)')).toHaveValue('328');
    expect(within(layout).getByRole('button', { name: 'Delete layout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add layout' })).toBeInTheDocument();
    expect(within(layout).getByRole('link', { name: 'Play this layout' })).toHaveAttribute(
      'href',
      '/rounds/new?course=c1&layout=l1',
    );
  });
});
