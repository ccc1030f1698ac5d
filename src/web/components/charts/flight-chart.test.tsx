import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelFlight } from '../../../core/flight/flight-model';
import { FLIGHT_CHART_WIDTH } from '../../../core/flight/flight-path';
import { formatDrift, formatLength } from '../../../core/flight/thrower';
import { activateLocale } from '../../i18n/i18n';
import { flightViewStore, unitsStore } from '../../lib/use-thrower';
import { splitChartDiscs } from './chart-discs';
import { FlightChart } from './flight-chart';
import { modelLayout, numbersLayout } from './flight-layout';
import {
  expectLabelsWithin,
  SAME_FLIGHT_FOUR,
  SEEDED_BAG,
  userDisc,
} from '../../testing/test-discs';
import { pathEndX } from '../../testing/svg-path';

function pathOf(name: RegExp) {
  const group = screen.getByRole('img', { name });
  const d = group.querySelector('path')?.getAttribute('d') ?? '';
  return d;
}

describe('FlightChart, "Flight numbers" view (the product rules geometry)', () => {
  beforeEach(() => act(() => flightViewStore.set('numbers')));
  afterEach(() => localStorage.clear());

  it('draws one path and one label per disc, with a titled, described chart', () => {
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    const chart = screen.getByRole('group', { name: 'Flight chart' });
    expect(chart).toHaveAccessibleDescription(
      /4 discs: Aviar 1.2 units.*Destroyer 7.6 units, lands 0.8 units left/,
    );
    expect(screen.getAllByTestId('flight-path')).toHaveLength(4);
    const labels = screen.getAllByTestId('flight-label').map((l) => l.textContent);
    expect(labels).toEqual(['Aviar', 'Roc3', 'Leopard', 'Destroyer']);
    expect(
      screen.getByRole('img', {
        name: 'Destroyer: speed 12, glide 5, turn -1, fade 3; 7.6 units, lands 0.8 units left',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Right-hand backhand')).toBeInTheDocument();
    expect(screen.getByTestId('flight-view')).toHaveTextContent('Flight numbers');
    // Its geometry comes from the numbers, not from an arm: no feet anywhere.
    expect(screen.getByText('Distance (units)')).toBeInTheDocument();
    expect(chart).not.toHaveAccessibleDescription(/\bft\b/);
    expect(screen.getByTestId('flight-scale')).toHaveTextContent('one grid square is one unit');
  });

  it('draws each path in its disc colour over a quiet contrasting halo', () => {
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    const [halo, line] = screen.getByRole('img', { name: /^Aviar/ }).querySelectorAll('path');
    expect(line?.getAttribute('stroke')).toBe('#FFFFFF');
    // A white disc gets a grey edge on the light plot; a yellow one only the plot colour.
    expect(halo?.getAttribute('class')).toBe('stroke-slate-400 dark:stroke-slate-900');
    const yellow = screen.getByRole('img', { name: /^Roc3/ }).querySelector('path');
    expect(yellow?.getAttribute('class')).toBe('stroke-slate-50 dark:stroke-slate-900');
    const black = screen.getByRole('img', { name: /^Destroyer/ }).querySelector('path');
    expect(black?.getAttribute('class')).toBe('stroke-slate-50 dark:stroke-slate-400');
  });

  it('mirrors every path around the centre line for a left-handed thrower', () => {
    const { unmount } = render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    const righty = ['Roc3', 'Leopard', 'Destroyer'].map((n) =>
      pathEndX(pathOf(new RegExp(`^${n}`))),
    );
    unmount();
    render(<FlightChart discs={SEEDED_BAG} handedness="lefty" />);
    const lefty = ['Roc3', 'Leopard', 'Destroyer'].map((n) =>
      pathEndX(pathOf(new RegExp(`^${n}`))),
    );
    expect(screen.getByText('Left-hand backhand')).toBeInTheDocument();
    // Overstable Roc3 hooks left for a righty, understable Leopard ends right.
    expect(righty[0]).toBeLessThan(FLIGHT_CHART_WIDTH / 2);
    expect(righty[1]).toBeGreaterThan(FLIGHT_CHART_WIDTH / 2);
    righty.forEach((x, i) => expect(lefty[i]).toBeCloseTo(FLIGHT_CHART_WIDTH - x, 1));
  });

  it('leaves out a disc without details or speed and says so', () => {
    const discs = [
      ...SEEDED_BAG,
      userDisc('5', '#EF4444', null),
      userDisc('6', '#22C55E', {
        name: 'Mystery',
        brand: 'X',
        category: 'Putter',
        speed: null,
        glide: 3,
        turn: 0,
        fade: 1,
      }),
    ];
    render(<FlightChart discs={discs} handedness="righty" />);
    expect(screen.getAllByTestId('flight-path')).toHaveLength(4);
    expect(screen.getByTestId('not-charted')).toHaveTextContent(
      'Not charted (flight numbers unknown): Unknown disc, Mystery',
    );
  });

  it('shows the numbers of a focused disc and dims the others', async () => {
    const user = userEvent.setup();
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
    // Paths are drawn (and reached with Tab) longest first, so short ones stay on top.
    act(() => screen.getByRole('img', { name: /^Destroyer/ }).focus());
    await user.tab();
    const leopard = screen.getByRole('img', { name: /^Leopard/ });
    expect(leopard).toHaveFocus();
    const tip = screen.getByTestId('chart-tooltip');
    expect(tip).toHaveTextContent('Leopard · Innova');
    expect(tip).toHaveTextContent('Speed 6 · Glide 5 · Turn -2 · Fade 1');
    expect(tip).toHaveTextContent('Understable · 3.8 units, lands 0.4 units right');
    expect(leopard.getAttribute('opacity')).toBe('1');
    expect(screen.getByRole('img', { name: /^Aviar/ }).getAttribute('opacity')).toBe('0.2');
    await user.tab();
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Roc3 · Innova');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('switches to a narrower view box with larger text on a phone-sized container', () => {
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 358, height: 600 } as DOMRect);
    try {
      render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
      const svg = screen.getByRole('group', { name: 'Flight chart' });
      const [, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
      expect(width).toBeLessThan(FLIGHT_CHART_WIDTH / 2 + 100);
      expect(screen.getAllByTestId('flight-path')).toHaveLength(4);
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the numbers when the pointer is over a label', () => {
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    const label = screen.getAllByTestId('flight-label').find((l) => l.textContent === 'Destroyer');
    if (!label) throw new Error('no label');
    fireEvent.mouseEnter(label);
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Destroyer · Innova');
    fireEvent.mouseLeave(label);
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('lists every disc in the data table, charted or not', () => {
    render(
      <FlightChart discs={[...SEEDED_BAG, userDisc('5', '#EF4444', null)]} handedness="righty" />,
    );
    const table = screen.getByRole('table', { name: /flight chart data/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Aviar',
      'Roc3',
      'Leopard',
      'Destroyer',
      'Unknown disc',
    ]);
    expect(rows[3]).toHaveTextContent('Destroyer125-13Stable7.6 units0.8 units left');
    expect(rows[4]).toHaveTextContent('Not charted');
    expect(screen.getByText('Show data table')).toBeInTheDocument();
  });
});

describe('FlightChart, arm model view (the default)', () => {
  afterEach(() => localStorage.clear());
  const LEOPARD = { speed: 6, glide: 5, turn: -2, fade: 1 };
  const lands = (
    arm: 'slow' | 'average' | 'fast',
    throwType: 'backhand' | 'forehand',
    unit: 'feet' | 'metres' = 'feet',
  ) => {
    const f = modelFlight(LEOPARD, { arm, throwType, handedness: 'righty' });
    return `${formatLength(f.distanceFeet, unit)}, lands ${formatDrift(f.driftFeet, unit)}`;
  };
  const leopardName = () =>
    screen.getByRole('img', { name: /^Leopard/ }).getAttribute('aria-label');

  it('says which view and arm are shown and states the sideways scale', () => {
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    expect(screen.getByTestId('flight-view')).toHaveTextContent('Arm model · Average arm');
    expect(screen.getByText('Right-hand backhand')).toBeInTheDocument();
    expect(screen.getByTestId('flight-scale')).toHaveTextContent(/Sideways scale ×\d/);
    expect(leopardName()).toContain(lands('average', 'backhand'));
  });

  it('changes distances with the arm, mirrors the forehand and relabels in metres', async () => {
    const user = userEvent.setup();
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    await user.selectOptions(screen.getByLabelText('Arm speed'), 'fast');
    expect(leopardName()).toContain(lands('fast', 'backhand'));
    expect(screen.getByTestId('flight-view')).toHaveTextContent('Fast arm');
    await user.selectOptions(screen.getByLabelText('Throw'), 'forehand');
    expect(screen.getByText('Right-hand forehand')).toBeInTheDocument();
    expect(leopardName()).toContain(lands('fast', 'forehand'));
    await user.selectOptions(screen.getByLabelText('Units'), 'metres');
    expect(screen.getByText('Distance from tee (m)')).toBeInTheDocument();
    expect(screen.getByText('Drift (m)')).toBeInTheDocument();
    expect(leopardName()).toContain(lands('fast', 'forehand', 'metres'));
    expect(localStorage.getItem('disc-golf-units')).toBe('metres');
  });

  it('measures in metres until the player chooses on a page in another language, in feet in English', async () => {
    await act(() => activateLocale('fi'));
    try {
      render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Yksiköt' }).value).toBe(
        'metres',
      );
      expect(screen.getByText('Etäisyys tiiltä (m)')).toBeInTheDocument();
    } finally {
      await act(() => activateLocale('en'));
    }
    // The player's choice stands in every language.
    act(() => unitsStore.set('feet'));
    await act(() => activateLocale('de'));
    try {
      expect(unitsStore.get()).toBe('feet');
    } finally {
      await act(() => activateLocale('en'));
    }
    localStorage.clear();
    expect(unitsStore.get()).toBe('feet');
  });

  it('names each select by a label that holds its own text alone', () => {
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    for (const name of ['View', 'Arm speed', 'Throw', 'Hand', 'Units']) {
      const select = screen.getByRole<HTMLSelectElement>('combobox', { name });
      // A reader that names a control by its label's text would read the options too
      // ('HandRightLeft') were the select inside its label.
      expect([...(select.labels ?? [])].map((l) => l.textContent)).toEqual([name]);
    }
  });

  it('takes a max distance as the arm', async () => {
    const user = userEvent.setup();
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    await user.selectOptions(screen.getByLabelText('Arm speed'), 'custom');
    const field = screen.getByLabelText('Max distance (ft)');
    await user.clear(field);
    await user.type(field, '250{Enter}');
    expect(localStorage.getItem('disc-golf-arm')).toBe('250');
    expect(screen.getByTestId('flight-view')).toHaveTextContent('Arm 250 ft max');
  });

  it('refuses a max distance outside the range with the range, and keeps the arm', async () => {
    const user = userEvent.setup();
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    await user.selectOptions(screen.getByLabelText('Arm speed'), 'custom');
    const field = screen.getByLabelText('Max distance (ft)');
    await user.clear(field);
    await user.type(field, '50{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Max distance must be 120 to 900 ft');
    expect(localStorage.getItem('disc-golf-arm')).not.toBe('120');
    expect(screen.getByTestId('flight-view')).not.toHaveTextContent('Arm 120 ft max');
    await user.clear(field);
    await user.type(field, '300{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('disc-golf-arm')).toBe('300');
  });

  it('groups discs that land on the same spot under one label', () => {
    const twin = userDisc('9', '#22C55E', {
      name: 'Mako3',
      brand: 'Innova',
      category: 'Midrange',
      speed: 5,
      glide: 4,
      turn: 0,
      fade: 3,
    });
    render(<FlightChart discs={[...SEEDED_BAG, twin]} handedness="righty" />);
    const labels = screen.getAllByTestId('flight-label').map((l) => l.textContent);
    // The same numbers draw the same line: the label says so.
    expect(labels).toContain('Roc3, Mako3 (same flight)');
    expect(screen.getAllByTestId('flight-path')).toHaveLength(5);
  });

  it('counts copies of one disc in a shared label instead of repeating the name', () => {
    const copy = userDisc('9', '#22C55E', { ...SEEDED_BAG[2]!.discDetails! });
    render(<FlightChart discs={[...SEEDED_BAG, copy]} handedness="righty" />);
    const labels = screen.getAllByTestId('flight-label').map((l) => l.textContent);
    expect(labels).toContain('Leopard ×2 (same flight)');
  });

  it('hides and shows a disc from the legend', async () => {
    const user = userEvent.setup();
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    const toggle = screen.getByRole('button', { name: /^Destroyer \d+ ft$/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.getAllByTestId('flight-path')).toHaveLength(3);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('title', 'Show Destroyer');
    await user.click(toggle);
    expect(screen.getAllByTestId('flight-path')).toHaveLength(4);
  });

  it('lists distance and drift for the chosen arm in the data table', () => {
    render(<FlightChart discs={SEEDED_BAG} handedness="righty" />);
    const table = screen.getByRole('table', { name: /arm model · average arm/i });
    const f = modelFlight(
      { speed: 12, glide: 5, turn: -1, fade: 3 },
      { arm: 'average', throwType: 'backhand', handedness: 'righty' },
    );
    expect(within(table).getAllByRole('row')[4]).toHaveTextContent(
      `Destroyer125-13Stable${formatLength(f.distanceFeet, 'feet')}${formatDrift(f.driftFeet, 'feet')}`,
    );
  });
});

describe('labels of discs that share a flight, on a phone', () => {
  const { charted } = splitChartDiscs([...SEEDED_BAG, ...SAME_FLIGHT_FOUR]);
  const thrower = { arm: 'average', throwType: 'backhand', handedness: 'righty' } as const;

  it.each([
    { view: 'arm model', layout: () => modelLayout(charted, thrower, 'feet', true) },
    { view: 'flight numbers', layout: () => numbersLayout(charted, thrower, 'feet', true) },
  ])('stays inside the plot and names the rest on hover ($view)', ({ layout }) => {
    const { labels, plot } = layout();
    expectLabelsWithin(labels, plot.width);
    const shared = labels.find((l) => l.ids.length === 4)!.label;
    expect(shared.label).toMatch(/^Alien.* and \d more \(same flight\)$/);
    expect(shared.title).toBe('Alien, Xpress, Wall Cloud, Twin Swords (same flight)');
  });
});
