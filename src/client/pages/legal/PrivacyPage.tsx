import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIVACY_VERSION } from '../../../shared/consent';
import { APP_NAME } from '../../../shared/constants';
import { PointList } from '../../components/PointList';
import { TitledSection } from '../../components/TitledSection';
import { LegalPage } from './LegalPage';

/** /privacy: what is stored about a player, why, for how long, and their rights. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal', { keyPrefix: 'privacy' });
  return (
    <LegalPage title={t('title')} version={PRIVACY_VERSION}>
      <TitledSection title={t('keepTitle')}>
        <PointList points={[t('keep.account'), t('keep.signIn'), t('keep.play'), t('keep.settings')]} />
      </TitledSection>
      <TitledSection title={t('whyTitle')}>
        <Text>{t('why')}</Text>
      </TitledSection>
      <TitledSection title={t('seenTitle')}>
        <Text>{t('seen', { name: APP_NAME })}</Text>
      </TitledSection>
      <TitledSection title={t('rightsTitle')}>
        <PointList points={[t('rights.download'), t('rights.delete'), t('rights.questions')]} />
      </TitledSection>
    </LegalPage>
  );
}
