import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gpsTooCoarse } from '../../../core/rules/throw';
import { LAYOUT_NAME_REQUIRED, PAR_INVALID } from '../../../core/rules/round';
import type { Layout } from '../../../core/schemas/course';
import { MARK_TEE } from './hole-row';
import { FIX_THE_HOLES, LayoutEditor } from './layout-editor';

type Saved = Parameters<Parameters<typeof LayoutEditor>[0]['onSave']>[0];

function editor(layout: Layout | null = null, unit: 'ft' | 'm' = 'ft') {
  const saved: Saved[] = [];
  render(<LayoutEditor layout={layout} unit={unit} onSave={(l) => saved.push(l)} />);
  return { user: userEvent.setup(), saved };
}

/** The phone's next fix, through the Geolocation API. */
function phoneAt(lat: number, lng: number, accuracy: number) {
  const getCurrentPosition = vi.fn((ok: PositionCallback) =>
    ok({ coords: { latitude: lat, longitude: lng, accuracy } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

afterEach(() => vi.unstubAllGlobals());

describe('LayoutEditor', () => {
  it('starts a new layout with 18 holes of par 3; Tab runs through par and length', async () => {
    const { user, saved } = editor();
    const holes = screen.getByRole('list', { name: 'Holes' });
    expect(within(holes).getAllByRole('listitem')).toHaveLength(18);
    await user.type(screen.getByLabelText('Layout name'), 'Main');

    const par1 = screen.getByLabelText('Hole 1 par');
    await user.click(par1);
    await user.keyboard('4');
    await user.tab();
    expect(screen.getByLabelText('Hole 1 length (ft)')).toHaveFocus();
    await user.keyboard('410');
    await user.tab(); // the hole's Details button
    await user.tab();
    expect(screen.getByLabelText('Hole 2 par')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('Main');
    expect(saved[0]!.holes).toHaveLength(18);
    expect(saved[0]!.holes[0]).toMatchObject({
      label: '1',
      par: 4,
      lengthFt: 410,
      lengthUnit: 'ft',
    });
    expect(saved[0]!.holes[17]).toMatchObject({ label: '18', par: 3, lengthFt: null });
  });

  it('sets all pars at once, and starts another number of holes', async () => {
    const { user, saved } = editor(null, 'm');
    await user.type(screen.getByLabelText('Layout name'), 'Short');
    const count = screen.getByLabelText('Number of holes');
    await user.clear(count);
    await user.type(count, '9');
    await user.click(screen.getByRole('button', { name: 'Start 9 holes' }));
    await user.selectOptions(screen.getByLabelText('Set all pars'), '4');
    await user.click(screen.getByRole('button', { name: 'Set all' }));
    await user.type(screen.getByLabelText('Hole 3 length (m)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(saved[0]!.holes.map((h) => h.par)).toEqual(Array(9).fill(4));
    expect(saved[0]!.holes[2]).toMatchObject({ lengthFt: 328.1, lengthUnit: 'm' });
  });

  it('saves nothing while a name or a hole is wrong, and says what', async () => {
    const { user, saved } = editor();
    const par = screen.getByLabelText('Hole 5 par');
    await user.clear(par);
    await user.type(par, '12');
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(saved).toHaveLength(0);
    expect(screen.getByText(LAYOUT_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(`Hole 5: ${PAR_INVALID}`)).toBeInTheDocument();
    expect(screen.getByText(FIX_THE_HOLES)).toBeInTheDocument();
    expect(par).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a tee with the phone, and refuses a fix worse than the rule with its message', async () => {
    const { user, saved } = editor({
      id: 'l1',
      courseId: 'c1',
      name: 'Main',
      updatedAt: '2026-11-28T10:00:00.000Z',
      holes: [
        {
          label: '1a',
          par: 3,
          lengthFt: 300,
          lengthUnit: 'ft',
          shape: null,
          tee: null,
          basket: null,
          note: '',
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Hole 1a details' }));
    phoneAt(60.1, 24.9, 40);
    await user.click(screen.getByRole('button', { name: MARK_TEE }));
    expect(await screen.findByRole('alert')).toHaveTextContent(gpsTooCoarse(40));

    phoneAt(60.1, 24.9, 4);
    await user.click(screen.getByRole('button', { name: MARK_TEE }));
    expect(await screen.findByText('Tee marked (±4 m)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Shape (optional)'), 'left');
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(saved[0]!.holes[0]).toMatchObject({
      label: '1a',
      shape: 'left',
      tee: { lat: 60.1, lng: 24.9, accuracyM: 4 },
      basket: null,
    });
  });
});
