/**
 * SettingsModal({ open, onClose }): Display Name (required; saved through the auth provider,
 * then 'Profile updated successfully!' for 3 seconds, or the error) and the throwing hand
 * (right/left, saved at once in localStorage and read by the charts).
 */
import { useState, type FormEvent } from 'react';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from '../../../core/auth/error-messages';
import { settingsSchema } from '../../../core/schemas/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { validate } from '../../components/ui/validate';
import { useAuth } from '../auth/auth-context';
import { HandednessChoice } from './handedness-choice';

export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Settings"
      description="Your profile and throwing preference."
    >
      <SettingsForm onClose={onClose} />
    </Modal>
  );
}

function SettingsForm({ onClose }: { onClose: () => void }) {
  const { user, updateDisplayName } = useAuth();
  const [name, setName] = useState(user?.displayName ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [success, showSuccess, clearSuccess] = useTimedMessage();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    clearSuccess();
    const v = validate(settingsSchema, { displayName: name });
    setFieldError(v.ok ? undefined : v.errors.displayName);
    if (!v.ok) return;
    setSaving(true);
    try {
      await updateDisplayName(v.data.displayName);
      showSuccess(AUTH_ERROR_MESSAGES.profileUpdated);
    } catch (err) {
      setError(authErrorMessage('settings', err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {success && <Alert tone="success">{success}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Display Name"
          name="displayName"
          autoComplete="nickname"
          required
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldError}
        />
        {user && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Signed in as{' '}
            <span className="font-medium text-slate-800 dark:text-slate-200">{user.email}</span>
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </div>
      </form>
      <HandednessChoice />
    </div>
  );
}
