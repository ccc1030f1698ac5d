import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { THROW_KEY } from '../../lib/use-thrower';
import { splitChartDiscs } from './chart-discs';
import { StabilityChart } from './stability-chart';
import { stabilityLayout } from './stability-layout';
import {
  expectLabelsWithin,
  SAME_FLIGHT_FOUR,
  SEEDED_BAG,
  userDisc,
} from '../../testing/test-discs';

const cx = (name: RegExp) =>
  Number(screen.getByRole('img', { name }).querySelector('circle')?.getAttribute('cx'));

describe('StabilityChart', () => {
  beforeEach(() => localStorage.removeItem(THROW_KEY));

  it('draws one named point per disc in its colour, with understable to overstable ends', () => {
    render(<StabilityChart discs={SEEDED_BAG} handedness="righty" />);
    expect(screen.getByRole('group', { name: 'Stability chart' })).toHaveAccessibleDescription(
      /understable on the left .* 4 discs: Aviar stable, speed 2; .*Leopard understable, speed 6/,
    );
    const points = screen.getAllByTestId('stability-point');
    expect(points).toHaveLength(4);
    expect(points[1]?.querySelector('circle')?.getAttribute('fill')).toBe('#EAB308');
    expect(screen.getAllByTestId('stability-label').map((l) => l.textContent)).toEqual([
      'Aviar',
      'Roc3',
      'Leopard',
      'Destroyer',
    ]);
    expect(screen.getByTestId('axis-left')).toHaveTextContent('Understable');
    expect(screen.getByTestId('axis-right')).toHaveTextContent('Overstable');
    // More overstable is further right; faster is higher up.
    expect(cx(/^Leopard/)).toBeLessThan(cx(/^Aviar/));
    expect(cx(/^Aviar/)).toBeLessThan(cx(/^Roc3/));
  });

  it('mirrors the points and swaps the ends for a left-handed thrower', () => {
    const names = [/^Aviar/, /^Roc3/, /^Leopard/, /^Destroyer/];
    const { unmount } = render(<StabilityChart discs={SEEDED_BAG} handedness="righty" />);
    const righty = names.map(cx);
    const zero = Number(
      screen
        .getAllByText('0')
        .find((t) => t.getAttribute('text-anchor') === 'middle')
        ?.getAttribute('x'),
    );
    unmount();
    render(<StabilityChart discs={SEEDED_BAG} handedness="lefty" />);
    const lefty = names.map(cx);
    expect(screen.getByTestId('axis-left')).toHaveTextContent('Overstable');
    expect(screen.getByTestId('axis-right')).toHaveTextContent('Understable');
    righty.forEach((x, i) => expect(lefty[i]).toBeCloseTo(2 * zero - x, 6));
    expect(lefty[1]).toBeLessThan(lefty[2] ?? 0);
  });

  it('is drawn for the player’s throw: a right-hand forehand as a left-hand backhand', () => {
    const names = [/^Aviar/, /^Roc3/, /^Leopard/, /^Destroyer/];
    const { unmount } = render(<StabilityChart discs={SEEDED_BAG} handedness="lefty" />);
    const leftBackhand = names.map(cx);
    expect(screen.getByText('Left-hand backhand')).toBeInTheDocument();
    unmount();
    localStorage.setItem(THROW_KEY, 'forehand');
    render(<StabilityChart discs={SEEDED_BAG} handedness="righty" />);
    expect(screen.getByText('Right-hand forehand')).toBeInTheDocument();
    expect(screen.getByTestId('axis-left')).toHaveTextContent('Overstable');
    expect(names.map(cx)).toEqual(leftBackhand);
    expect(screen.getByRole('group', { name: 'Stability chart' })).toHaveAccessibleDescription(
      /overstable on the left/i,
    );
  });

  it('leaves out a disc without details and notes it', () => {
    render(
      <StabilityChart
        discs={[...SEEDED_BAG, userDisc('9', '#EF4444', null)]}
        handedness="righty"
      />,
    );
    expect(screen.getAllByTestId('stability-point')).toHaveLength(4);
    expect(screen.getByTestId('not-charted')).toHaveTextContent('Unknown disc');
  });

  it('shows the numbers of a focused disc', async () => {
    const user = userEvent.setup();
    render(<StabilityChart discs={SEEDED_BAG} handedness="righty" />);
    await user.tab();
    expect(screen.getByRole('img', { name: /^Aviar/ })).toHaveFocus();
    const tip = screen.getByTestId('chart-tooltip');
    expect(tip).toHaveTextContent('Aviar · Innova');
    expect(tip).toHaveTextContent('Speed 2 · Glide 3 · Turn 0 · Fade 1');
    expect(tip).toHaveTextContent('Stable (turn + fade 1)');
    await user.tab();
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Roc3 · Innova');
  });

  it('lists every disc with its stability in the data table', () => {
    render(
      <StabilityChart
        discs={[...SEEDED_BAG, userDisc('9', '#EF4444', null)]}
        handedness="righty"
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Stability chart data' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Aviar23011Stable',
      'Roc354033Overstable',
      'Leopard65-21-1Understable',
      'Destroyer125-132Stable',
      'Unknown disc?????Not charted',
    ]);
  });
});

describe('StabilityChart: discs at the same spot', () => {
  it('share one label naming both, and keep one point each', () => {
    const twin = userDisc('9', '#22C55E', {
      name: 'Mako3',
      brand: 'Innova',
      category: 'Midrange',
      speed: 5,
      glide: 4,
      turn: 0,
      fade: 3,
    });
    render(<StabilityChart discs={[...SEEDED_BAG, twin]} handedness="righty" />);
    expect(screen.getAllByTestId('stability-point')).toHaveLength(5);
    const labels = screen.getAllByTestId('stability-label').map((l) => l.textContent);
    expect(labels).toContain('Roc3, Mako3');
    expect(labels).not.toContain('Roc3');
  });
});

describe('stabilityLayout: labels', () => {
  it('leaves apart discs beside their dots, without leader lines', () => {
    const { charted } = splitChartDiscs(SEEDED_BAG);
    for (const narrow of [false, true]) {
      const layout = stabilityLayout(charted, 'righty', narrow);
      expect(layout.labels.map((l) => l.label.moved)).toEqual([false, false, false, false]);
    }
  });
});

describe('stabilityLayout: discs at one spot, on a phone', () => {
  it('keeps their shared label inside the plot and names the rest on hover', () => {
    const { charted } = splitChartDiscs([...SEEDED_BAG, ...SAME_FLIGHT_FOUR]);
    const { labels, plot } = stabilityLayout(charted, 'righty', true);
    expectLabelsWithin(labels, plot.width);
    const shared = labels.find((l) => l.ids.length === 4)!.label;
    expect(shared.label).toMatch(/^Alien.* and \d more$/);
    expect(shared.title).toBe('Alien, Xpress, Wall Cloud, Twin Swords');
  });
});
