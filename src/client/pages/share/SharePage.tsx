import { Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/**
 * /share/streak/:token and /share/achievement/:type/:token: what a shared link shows a person who opens it (a
 * messenger shows the same card from the page's tags): the card, and the way into the game.
 */
export default function SharePage() {
  const { t } = useTranslation('pages', { keyPrefix: 'share' });
  const { type, token } = useParams();
  const image = type ? `/og/achievement/${type}/${token}.png` : `/og/streak/${token}.png`;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {type ? t('achievementTitle') : t('streakTitle')}
        </Title>
        <Image
          src={image}
          alt={type ? t('achievementImage') : t('streakImage')}
          radius="md"
          fallbackSrc="/favicon.svg"
        />
        <Text>{t('pitch')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/">
            {t('play')}
          </Button>
          <Button component={Link} to="/about" variant="default">
            {t('learnMore')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
