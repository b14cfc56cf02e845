import { Badge, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PREMIUM_PERKS } from '../../features/settings/UpgradeDialog';

/** /subscribe: premium is not on sale yet; free daily picks are. */
export default function SubscribePage() {
  const { t } = useTranslation('premium');
  const navigate = useNavigate();
  // Back where the player came from; a page opened directly has nowhere to go back to but home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <Container size="sm" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Text size="3rem" aria-hidden>
            👑
          </Text>
          <Badge color="yellow" variant="filled" size="lg">
            {t('subscribe.badge')}
          </Badge>
          <Title order={1} size="h2">
            {t('subscribe.title')}
          </Title>
          <Text>{t('subscribe.body')}</Text>
          <List spacing={4} ta="left" size="sm" c="dimmed">
            {PREMIUM_PERKS.map((perk) => (
              <List.Item key={perk}>{t(`perks.${perk}`)}</List.Item>
            ))}
          </List>
          <Button onClick={goBack} variant="default">
            {t('subscribe.back')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
