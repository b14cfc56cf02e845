import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import { translateMessage } from '../../i18n/messages';
import { accountJustDeleted, forgetAccountDeleted } from '../../lib/account-deleted';

/** On the landing, right after "Delete my account": the confirmation, said once (a reload no longer shows it). */
export function AccountDeletedNotice() {
  const { t } = useTranslation('account');
  const [shown] = useState(accountJustDeleted);
  useEffect(() => {
    if (shown) forgetAccountDeleted();
  }, [shown]);
  if (!shown) return null;
  return (
    <Alert
      color="green"
      role="status"
      title={translateMessage(ACCOUNT_MESSAGES.deleted)}
      data-testid="account-deleted"
    >
      {t('deleted.body')}
    </Alert>
  );
}
