/**
 * UdiscTransfer: the rounds' way in and out, beside the rest of the account's data: "Import
 * rounds from UDisc" (the dialog) and "Download rounds (UDisc CSV)", with the import's outcome.
 *   <UdiscTransfer />
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../components/section-card';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { udiscExportUrl } from '../../data/use-udisc';
import { UdiscImportDialog } from './udisc-import-dialog';

export const UDISC_SECTION_ID = 'rounds-udisc';

export function UdiscTransfer() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { t } = useLingui();
  return (
    <SectionCard id={UDISC_SECTION_ID} title={t`Rounds and UDisc`}>
      <p className="mt-1 text-sm text-fg-faint">
        <Trans>
          Bring your scorecards from UDisc, or take your rounds with you in the same format.
        </Trans>
      </p>
      {outcome && (
        <Alert tone="success" className="mt-3" onDismiss={() => setOutcome(null)}>
          {outcome}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Trans>Import rounds from UDisc</Trans>
        </Button>
        <a href={udiscExportUrl} download className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Download rounds (UDisc CSV)</Trans>
        </a>
      </div>
      <UdiscImportDialog
        open={open}
        onClose={() => setOpen(false)}
        onImported={(text) => setOutcome(text)}
      />
    </SectionCard>
  );
}
