import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BagIcon, SearchIcon } from './icons';

describe('icons', () => {
  it('draw their shapes in order in a hidden 24×24 line frame, size-5 unless told', () => {
    const { container } = render(<SearchIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveClass('size-5');
    expect([...(svg?.children ?? [])].map((el) => el.outerHTML)).toEqual([
      '<circle cx="11" cy="11" r="7"></circle>',
      '<path d="M21 21l-4.3-4.3"></path>',
    ]);
  });

  it('take a size class instead of the default', () => {
    const { container } = render(<BagIcon className="size-4" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('class', 'size-4');
    expect(svg?.querySelectorAll('path')).toHaveLength(2);
  });
});
