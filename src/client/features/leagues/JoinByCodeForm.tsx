import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SingleFieldForm, useOpenLeague } from './SingleFieldForm';

/** Join a league by typing its invite code; on success, open the league. */
export function JoinByCodeForm() {
  const { t } = useTranslation('leagues');
  const join = trpc.leagues.join.useMutation({ onSuccess: useOpenLeague() });
  return (
    <SingleFieldForm
      label={t('join.code')}
      submitLabel={t('join.submit')}
      submit={(code) => join.mutate({ code })}
      pending={join.isPending}
      error={join.error ? errorMessage(join.error, t('join.failed')) : undefined}
      autoComplete="off"
      needsText
    />
  );
}
