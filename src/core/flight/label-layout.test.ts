import { describe, expect, it } from 'vitest';
import { estimateTextWidth, layoutLabels, namesLabel, type PlacedLabel } from './label-layout';

const overlap = (a: PlacedLabel, b: PlacedLabel) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectNoOverlap(placed: PlacedLabel[]) {
  placed.forEach((a, i) =>
    placed
      .slice(i + 1)
      .forEach((b) => expect(overlap(a, b), `${a.label} / ${b.label}`).toBe(false)),
  );
}

describe('estimateTextWidth', () => {
  it.each([
    { text: 'Buzzz', size: 12, width: 32.5 },
    { text: 'Buzzz', size: 24, width: 65 },
    { text: '', size: 12, width: 0 },
  ])('$text at $size', ({ text, size, width }) => {
    expect(estimateTextWidth(text, size)).toBe(width);
  });
});

describe('layoutLabels', () => {
  it('leaves separate labels beside their points', () => {
    const placed = layoutLabels([
      { x: 100, y: 100, label: 'Destroyer' },
      { x: 100, y: 300, label: 'Buzzz' },
    ]);
    expect(placed.map((p) => [p.x, p.y, p.moved])).toEqual([
      [106, 92.5, false],
      [106, 292.5, false],
    ]);
  });

  it.each([
    { name: 'same point', ys: [200, 200, 200, 200] },
    { name: 'close points', ys: [200, 203, 206, 209, 212] },
    { name: 'unsorted', ys: [212, 200, 206, 203] },
  ])('nudges overlapping labels apart: $name', ({ ys }) => {
    const items = ys.map((y, i) => ({ x: 50, y, label: `Disc number ${i}` }));
    const placed = layoutLabels(items);
    expectNoOverlap(placed);
    expect(placed.map((p) => p.label)).toEqual(items.map((i) => i.label));
    expect(placed.some((p) => p.moved)).toBe(true);
  });

  it('is deterministic and keeps labels inside the bounds when there is room', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      x: 790 - i,
      y: 5 + (i % 3),
      label: `Label ${i}`,
    }));
    const bounds = { width: 800, height: 500 };
    const placed = layoutLabels(items, { bounds });
    expect(layoutLabels(items, { bounds })).toEqual(placed);
    expectNoOverlap(placed);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width).toBeLessThanOrEqual(800);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y + p.height).toBeLessThanOrEqual(500);
    }
  });

  it('does not move labels that only share a height but not a column', () => {
    const placed = layoutLabels([
      { x: 0, y: 50, label: 'Left' },
      { x: 400, y: 50, label: 'Right' },
    ]);
    expect(placed.every((p) => !p.moved)).toBe(true);
  });
});

describe('layoutLabels: obstacles and sides', () => {
  it('never covers an obstacle (a dot) and leaves no two labels overlapping', () => {
    const dots = Array.from({ length: 15 }, (_, i) => ({ x: 300 + (i % 4) * 8, y: 100 + i * 4 }));
    const obstacles = dots.map((d) => ({ x: d.x - 5, y: d.y - 5, width: 10, height: 10 }));
    const placed = layoutLabels(
      dots.map((d, i) => ({ ...d, label: `Disc ${i}` })),
      { obstacles, bounds: { width: 800, height: 500 } },
    );
    expectNoOverlap(placed);
    for (const p of placed)
      for (const o of obstacles)
        expect(
          p.x < o.x + o.width &&
            o.x < p.x + p.width &&
            p.y < o.y + o.height &&
            o.y < p.y + p.height,
        ).toBe(false);
  });

  it('uses the left side when the right side is crowded', () => {
    const blocker = { x: 106, y: 0, width: 300, height: 500 };
    const [placed] = layoutLabels([{ x: 100, y: 200, label: 'Teebird' }], {
      obstacles: [blocker],
      bounds: { width: 800, height: 500 },
    });
    expect(placed && placed.x + placed.width).toBeLessThanOrEqual(100);
    expect(placed?.moved).toBe(false);
  });
});

describe('namesLabel', () => {
  const names = ['Alien', 'Xpress', 'Wall Cloud', 'Twin Swords'];

  it('names every disc when they fit', () => {
    expect(namesLabel(names, 80, ' (same flight)')).toBe(
      'Alien, Xpress, Wall Cloud, Twin Swords (same flight)',
    );
  });

  it('names as many as fit and counts the rest, keeping the suffix', () => {
    expect(namesLabel(names, 40, ' (same flight)')).toBe('Alien, Xpress and 2 more (same flight)');
    expect(namesLabel(names, 32, ' (same flight)')).toBe('Alien and 3 more (same flight)');
    expect(namesLabel(names, 36)).toBe('Alien, Xpress, Wall Cloud and 1 more');
    expect(namesLabel(names, 35)).toBe('Alien, Xpress and 2 more');
  });

  it('cuts a name that alone is too long, ending it in "…"', () => {
    const label = namesLabel(['A very long own disc name indeed', 'Buzzz'], 20);
    expect(label).toBe('A very l… and 1 more');
    expect(label).toHaveLength(20);
    expect(namesLabel(['A very long own disc name indeed'], 12)).toBe('A very long…');
  });
});
