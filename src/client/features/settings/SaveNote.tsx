import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import type { FieldStatus } from './use-settings-form';

/**
 * What a settings control says under it once it changes: "Saving…", a quiet "Saved", or why the change was
 * not saved and the value kept. A polite live region, so a screen reader hears the outcome without losing its
 * place; nothing is said before the first change.
 */
export function SaveNote({
  status,
  id,
  testId,
}: {
  status: FieldStatus | undefined;
  id?: string;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <Text
      id={id}
      size="xs"
      role="status"
      aria-live="polite"
      data-testid={testId}
      data-state={status?.state}
      c={status?.state === 'error' ? 'var(--pk-danger-text)' : 'dimmed'}
      mih={status ? undefined : 0}
      style={{ display: 'flex', alignItems: 'center', gap: 4 }}
    >
      {status?.state === 'saving' ? t('saveNote.saving') : null}
      {status?.state === 'saved' ? (
        <>
          <CheckIcon size={12} />
          {t('saveNote.saved')}
        </>
      ) : null}
      {status?.state === 'error'
        ? t('saveNote.notSaved', { message: status.message.replace(/[.!]?$/, '.'), kept: status.kept })
        : null}
    </Text>
  );
}
