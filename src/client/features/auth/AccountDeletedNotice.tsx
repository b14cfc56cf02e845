import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import { accountJustDeleted, forgetAccountDeleted } from '../../lib/account-deleted';

/** On the landing, right after "Delete my account": the confirmation, said once (a reload no longer shows it). */
export function AccountDeletedNotice() {
  const [shown] = useState(accountJustDeleted);
  useEffect(() => {
    if (shown) forgetAccountDeleted();
  }, [shown]);
  if (!shown) return null;
  return (
    <Alert color="green" role="status" title={ACCOUNT_MESSAGES.deleted} data-testid="account-deleted">
      Your personal data is erased and you are signed out. Thank you for playing.
    </Alert>
  );
}
