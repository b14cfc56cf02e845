import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIVACY_VERSION } from '../../../shared/consent';
import { APP_NAME } from '../../../shared/constants';
import { TitledSection } from '../../components/TitledSection';
import { LegalPage } from './LegalPage';

/** /privacy: what is stored about a player, why, for how long, and their rights. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal', { keyPrefix: 'privacy' });
  return (
    <LegalPage title={t('title')} version={PRIVACY_VERSION}>
      <TitledSection title={t('keepTitle')}>
        <List spacing={4}>
          <List.Item>{t('keep.account')}</List.Item>
          <List.Item>{t('keep.signIn')}</List.Item>
          <List.Item>{t('keep.play')}</List.Item>
          <List.Item>{t('keep.settings')}</List.Item>
        </List>
      </TitledSection>
      <TitledSection title={t('whyTitle')}>
        <Text>{t('why')}</Text>
      </TitledSection>
      <TitledSection title={t('seenTitle')}>
        <Text>{t('seen', { name: APP_NAME })}</Text>
      </TitledSection>
      <TitledSection title={t('rightsTitle')}>
        <List spacing={4}>
          <List.Item>{t('rights.download')}</List.Item>
          <List.Item>{t('rights.delete')}</List.Item>
          <List.Item>{t('rights.questions')}</List.Item>
        </List>
      </TitledSection>
    </LegalPage>
  );
}
