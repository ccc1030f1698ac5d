import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SCHEMAS_UNAVAILABLE } from './schemas';
import { useServerSubmit, useZodForm } from './use-zod-form';

// The schemas' chunk cannot load, as offline before the app was cached.
vi.mock('./schema-bundle', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function SignIn({ send }: { send: () => Promise<void> }) {
  const form = useZodForm((s) => s.loginSchema, { email: '', password: '' });
  const onSubmit = useServerSubmit(form, send, () => 'Sign-in failed');
  return (
    <form noValidate onSubmit={onSubmit}>
      <input aria-label="Email" {...form.register('email')} />
      <button type="submit">Sign in</button>
      <p role="alert">{form.formState.errors.root?.server?.message}</p>
    </form>
  );
}

describe('a form whose schemas cannot load', () => {
  it('says so and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<SignIn send={send} />);
    await user.type(screen.getByLabelText('Email'), 'ace@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(SCHEMAS_UNAVAILABLE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
