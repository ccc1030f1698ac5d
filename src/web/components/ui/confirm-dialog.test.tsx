import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  return render(
    <I18nProvider i18n={i18n}>
      <ConfirmDialog
        open
        title="Delete bag"
        message="Delete this bag?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />
    </I18nProvider>,
  );
}

describe('ConfirmDialog', () => {
  afterEach(() => activateLocale('en'));

  it('offers Cancel, Confirm and a Close button when the caller names no buttons', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete bag' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("speaks the player's language on its own buttons", async () => {
    await activateLocale('fi');
    renderDialog();
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Vahvista' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sulje' })).toBeInTheDocument();
  });
});
