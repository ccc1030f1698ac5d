/**
 * SettingsModal({ open, onClose }): Display Name (required; saved through the session mutation,
 * then 'Profile updated successfully!' for 3 seconds, or the error) and the throwing hand
 * (right/left), arm, throw and units (saved at once in localStorage and read by the charts), and
 * a link to the account page (password, devices, deletion).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from '../../../core/auth/error-messages';
import { DISPLAY_NAME_MAX } from '../../../core/rules/auth';
import { Button, LinkButton } from '../../components/ui/button';
import { StatusForm } from '../../components/ui/status-form';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { ArmName, ThrowerControls } from '../../components/charts/thrower-controls';
import { useSession, useUpdateDisplayName } from '../../data/session';
import { paths } from '../../lib/paths';
import { useServerSubmit, useZodForm } from '../../lib/use-zod-form';
import { HandednessChoice } from './handedness-choice';
import { SettingsSection } from './settings-section';
import { useCoreMessage } from '../../i18n/core-message';

export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Settings`}
      description={t`Your profile and throwing preference.`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <SettingsForm onClose={onClose} />
    </Dialog>
  );
}

function SettingsForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const core = useCoreMessage();
  const { user } = useSession();
  const email = user?.email;
  const updateDisplayName = useUpdateDisplayName();
  const [success, showSuccess, clearSuccess] = useTimedMessage();
  const form = useZodForm((s) => s.settingsSchema, { displayName: user?.displayName ?? '' });
  const { errors, isSubmitting } = form.formState;
  const submit = useServerSubmit(
    form,
    async ({ displayName }) => {
      await updateDisplayName.mutateAsync(displayName);
      showSuccess(AUTH_ERROR_MESSAGES.profileUpdated);
    },
    (err) => authErrorMessage('settings', err),
  );

  return (
    <div className="space-y-6">
      <StatusForm
        success={success && core(success)}
        errors={errors}
        clearSuccess={clearSuccess}
        onSubmit={submit}
      >
        <TextField
          label={t`Display Name`}
          autoComplete="nickname"
          required
          maxLength={DISPLAY_NAME_MAX}
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        {user && (
          <p className="text-sm text-fg-faint">
            <Trans>
              Signed in as <span className="font-medium text-fg-label">{email}</span>
            </Trans>
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </StatusForm>
      <HandednessChoice />
      <SettingsSection
        legend={t`Arm, throw and units`}
        help={t`Flight charts draw distances for this arm and throw. Saved on this device.`}
      >
        <ArmName className="mb-2" />
        <ThrowerControls showView={false} showHand={false} />
      </SettingsSection>
      <SettingsSection
        legend={t`Account`}
        help={t`Change your password, see the devices signed in to your account, or delete it.`}
      >
        <LinkButton to={paths.account} variant="secondary" size="sm" onClick={onClose}>
          <Trans>Manage account</Trans>
        </LinkButton>
      </SettingsSection>
    </div>
  );
}
