import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modelFlight } from '../../../core/flight/flight-model';
import { formatDrift } from '../../../core/flight/thrower';
import { SEEDED_BAG, throwsSource } from '../../testing/test-discs';
import { FlightChart } from './flight-chart';
import { MyThrowsContext } from './player-thrower';

/** The seeded bag with the distance driver thrown 3 times, no finish recorded. */
const driver = SEEDED_BAG[3]!;
const source = throwsSource(SEEDED_BAG, [
  {
    userDiscId: driver.id,
    throws: [
      [280, null],
      [292, null],
      [300, null],
    ],
  },
]);

describe('FlightChart with the player model', () => {
  afterEach(() => localStorage.clear());

  it('lands a disc measured without a finish where the model puts it, says so, and dashes the modelled ones', () => {
    render(
      <MyThrowsContext value={source}>
        <FlightChart discs={SEEDED_BAG} handedness="righty" />
      </MyThrowsContext>,
    );
    const chip = screen.getByTestId('flight-view');
    const arm = Number(/arm (\d+) ft/.exec(chip.textContent ?? '')![1]);
    expect(arm).toBeGreaterThanOrEqual(292);
    const row = screen.getByRole('row', { name: new RegExp(`^${driver.discDetails!.name}`) });
    expect(row).toHaveTextContent('292 ft');
    expect(row).toHaveTextContent('Measured (3 throws), finish modelled');
    const model = modelFlight(driver.discDetails!, {
      arm: { maxFeet: arm },
      throwType: 'backhand',
      handedness: 'righty',
    });
    expect(row).toHaveTextContent(formatDrift(model.driftFeet, 'feet'));
    expect(row).not.toHaveTextContent('centre');

    const paths = document.querySelectorAll('path[data-source]');
    const measured = [...paths].filter((p) => p.getAttribute('data-source') === 'measured');
    const modelled = [...paths].filter((p) => p.getAttribute('data-source') === 'modelled');
    expect(measured).toHaveLength(1);
    expect(measured[0]!.getAttribute('stroke-dasharray')).toBeNull();
    expect(modelled.length).toBe(SEEDED_BAG.length - 1);
    for (const p of modelled) expect(p.getAttribute('stroke-dasharray')).not.toBeNull();
    const legend = screen.getByTestId('flight-legend');
    expect(within(legend).getByText('measured ×3')).toBeInTheDocument();
    expect(within(legend).getAllByText('modelled')).toHaveLength(SEEDED_BAG.length - 1);
    expect(screen.getAllByTestId('landing-spread')).toHaveLength(1);
  });
});
