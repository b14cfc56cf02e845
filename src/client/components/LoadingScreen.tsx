import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The whole screen while the auth state loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh">
      <Text c="dimmed">{t('loading')}</Text>
    </Center>
  );
}
