import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { photoUrl } from '../../../core/photo/photo-rules';
import { details, userDisc } from '../../../core/testing/factories';
import { BagDiscCards } from './bag-disc-cards';
import { BagDiscTable } from './bag-disc-table';

const WITH_PHOTO = userDisc(1, details({ name: 'Destroyer' }));
WITH_PHOTO.photoUrl = photoUrl(WITH_PHOTO.id, '0123456789abcdef');
const WITHOUT = userDisc(2, details({ name: 'Aviar' }), {
  photoUrl: 'https://elsewhere.example/a.png',
});
const handlers = { onOpen: vi.fn(), onEdit: vi.fn(), onArchive: vi.fn(), onRemove: vi.fn() };

const pictures = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('the player’s photo in the bag list', () => {
  it('shows in the table row of the disc that has one, and nowhere else', () => {
    const { container } = render(
      <BagDiscTable
        discs={[WITH_PHOTO, WITHOUT]}
        sort={{ field: 'name', dir: 'asc' }}
        onSort={vi.fn()}
        {...handlers}
      />,
    );
    expect(pictures(container)).toEqual([WITH_PHOTO.photoUrl]);
    const row = screen.getByRole('button', { name: 'Destroyer' }).closest('tr')!;
    expect(row.querySelector('img')).toHaveAttribute('src', WITH_PHOTO.photoUrl);
  });

  it('shows on the card of the disc that has one', () => {
    const { container } = render(<BagDiscCards discs={[WITHOUT, WITH_PHOTO]} {...handlers} />);
    expect(pictures(container)).toEqual([WITH_PHOTO.photoUrl]);
    const card = screen.getByRole('button', { name: 'Destroyer' }).closest('li')!;
    expect(card.querySelector('img')).toHaveAttribute('src', WITH_PHOTO.photoUrl);
  });
});
