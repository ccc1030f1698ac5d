/**
 * The failure of putting discs into a bag (add, move, copy, restore) and the duplicate refusal,
 * after which the player is offered "Add another copy" (docs/decisions/0014).
 *   const failure = useAddError();   failure.fail(err, message); failure.clear();
 *   <AddErrorAlert failure={failure} hint? onClick={() => again()} loading? tone? onDismiss? />
 * The alert shows nothing without an error; the other props go to the "Add another copy" button.
 */
import { useState } from 'react';
import { currentI18n } from '../../i18n/current';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ADD_ANOTHER_COPY, BAG_REQUIRED } from '../../../core/rules/user-disc';
import { CollectionRequestError } from '../../data/collection-errors';
import { Alert, type AlertProps } from '../ui/alert';
import { Button, type ButtonProps } from '../ui/button';

export interface AddFailure {
  error: string | null;
  /** The failure was the duplicate refusal: offer "Add another copy". */
  duplicate: boolean;
}

export function useAddError() {
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  return {
    error,
    duplicate,
    /** Shows `message`; `err` says whether it is the duplicate refusal. */
    fail: (err: unknown, message: string) => {
      setError(message);
      setDuplicate(err instanceof CollectionRequestError && err.isDuplicate);
    },
    clear: () => {
      setError(null);
      setDuplicate(false);
    },
  };
}

export function AddErrorAlert({
  failure,
  hint,
  tone = 'error',
  onDismiss,
  ...again
}: ButtonProps &
  Pick<AlertProps, 'tone' | 'onDismiss'> & {
    failure: AddFailure;
    /** A line above the button, saying why one would add another copy. */
    hint?: string;
  }) {
  if (!failure.error) return null;
  const error =
    failure.error === BAG_REQUIRED ? currentI18n()._(msg`Please select a bag`) : failure.error;
  return (
    <Alert tone={tone} onDismiss={onDismiss}>
      <p>{error}</p>
      {failure.duplicate && (
        <>
          {hint && <p className="mt-1">{hint}</p>}
          <Button size="sm" variant="secondary" className="mt-2" {...again}>
            {ADD_ANOTHER_COPY && <Trans>Add another copy</Trans>}
          </Button>
        </>
      )}
    </Alert>
  );
}
