import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants';
import { PointList } from '../../components/PointList';
import { TitledSection } from '../../components/TitledSection';

/** /about: why the game exists and what it stands for. */
export default function AboutPage() {
  const { t } = useTranslation('pages', { keyPrefix: 'about' });
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title', { name: APP_NAME })}
        </Title>
        <TitledSection title={t('storyTitle')}>
          <Text>{t('story1', { name: APP_NAME })}</Text>
          <Text>{t('story2')}</Text>
        </TitledSection>
        <TitledSection title={t('missionTitle')}>
          <Text>{t('mission')}</Text>
          <PointList points={[t('point1'), t('point2'), t('point3')]} />
        </TitledSection>
        <TitledSection title={t('shieldTitle')}>
          <Text data-testid="shield-rules">{t('shieldRules')}</Text>
        </TitledSection>
        <div>
          <Button component={Link} to="/" variant="light">
            {t('backHome')}
          </Button>
        </div>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="footer"
            components={{
              contact: <Anchor component={Link} to="/contact" underline="always" />,
              terms: <Anchor component={Link} to="/terms" underline="always" />,
              privacy: <Anchor component={Link} to="/privacy" underline="always" />,
            }}
          />
        </Text>
      </Stack>
    </Container>
  );
}
