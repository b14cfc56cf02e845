import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TERMS_VERSION } from '../../../shared/consent';
import { APP_NAME } from '../../../shared/constants';
import { PointList } from '../../components/PointList';
import { TitledSection } from '../../components/TitledSection';
import { LegalPage } from './LegalPage';

/** /terms: the terms of use a player accepts at sign-up. */
export default function TermsPage() {
  const { t } = useTranslation('legal', { keyPrefix: 'terms' });
  return (
    <LegalPage title={t('title')} version={TERMS_VERSION}>
      <TitledSection title={t('freeTitle')}>
        <Text>{t('free', { name: APP_NAME })}</Text>
      </TitledSection>
      <TitledSection title={t('accountTitle')}>
        <PointList points={[t('account.age'), t('account.one'), t('account.username'), t('account.fair')]} />
      </TitledSection>
      <TitledSection title={t('prizesTitle')}>
        <Text>{t('prizes')}</Text>
      </TitledSection>
      <TitledSection title={t('endingTitle')}>
        <Text>{t('ending')}</Text>
      </TitledSection>
    </LegalPage>
  );
}
