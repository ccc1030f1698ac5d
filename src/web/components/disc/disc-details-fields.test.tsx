import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserDisc } from '../../../core/bag-types';
import { DETAIL_KEYS } from '../../../core/collection/disc-fields';
import { draftOf, EMPTY_DRAFT, FORM_DETAILS, slotsOf } from '../../../core/rules/disc-details-form';
import { DiscDetailsFields } from './disc-details-fields';
import { OwnedDiscDetails } from './owned-disc-details';

/** Every detail of the table set, each to a value no other one shows. */
const FULL = {
  id: 'd1',
  userId: 'u1',
  bagId: 'b1',
  discitId: 'cat-1',
  color: '#123456',
  createdAt: '2026-01-01T00:00:00.000Z',
  discDetails: null,
  plastic: 'Star',
  weight: 175.5,
  condition: 8,
  nickname: 'Ace',
  notes: 'Flips up',
  acquiredOn: '2026-05-31',
  myFlight: { speed: 12, glide: 5, turn: -1.5, fade: 2 },
  status: 'lost',
  statusNote: 'Pond on hole 7',
  statusDate: '2026-06-01',
} satisfies UserDisc;

describe('DiscDetailsFields', () => {
  it('has an input for every detail the form edits, each writing its own slot', () => {
    const onChange = vi.fn();
    const draft = draftOf(FULL);
    const { container } = render(
      <DiscDetailsFields draft={draft} onChange={onChange} errors={{}} plastics={[]} withFlight />,
    );
    const slots = FORM_DETAILS.flatMap(slotsOf);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const input = screen.getByDisplayValue<HTMLInputElement>(draft[slot]);
      const value = input.type === 'date' ? '2026-01-02' : '9';
      fireEvent.change(input, { target: { value } });
      expect(onChange).toHaveBeenLastCalledWith({ ...draft, [slot]: value });
    }
    expect(container.querySelectorAll('input, textarea')).toHaveLength(slots.length);
  });

  it('leaves the flight numbers out without withFlight', () => {
    render(<DiscDetailsFields draft={EMPTY_DRAFT} onChange={vi.fn()} errors={{}} plastics={[]} />);
    expect(screen.queryByRole('group', { name: /flight numbers/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Plastic')).toBeInTheDocument();
  });
});

describe('OwnedDiscDetails', () => {
  it('shows every detail of the table', () => {
    render(<OwnedDiscDetails disc={FULL} />);
    const section = screen.getByRole('region', { name: 'Your disc' });
    expect(DETAIL_KEYS.length).toBe(10);
    for (const shown of [
      'Lost on 2026-06-01 — Pond on hole 7',
      'Star',
      '175.5 g',
      '8/10',
      'Ace',
      '2026-05-31',
      '12 / 5 / -1.5 / 2',
      'Flips up',
    ])
      expect(within(section).getByText(shown)).toBeInTheDocument();
  });

  it('shows nothing when no detail is set', () => {
    const { container } = render(<OwnedDiscDetails disc={{ ...FULL, ...NONE }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

const NONE = Object.fromEntries(DETAIL_KEYS.map((k) => [k, undefined]));
