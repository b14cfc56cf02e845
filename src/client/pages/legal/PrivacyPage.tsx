import { List, Text } from '@mantine/core';
import { PRIVACY_VERSION } from '../../../shared/consent';
import { APP_NAME } from '../../../shared/constants';
import { TitledSection } from '../../components/TitledSection';
import { LegalPage } from './LegalPage';

/** /privacy: what is stored about a player, why, for how long, and their rights. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy notice" version={PRIVACY_VERSION}>
      <TitledSection title="What we keep">
        <List spacing={4}>
          <List.Item>
            Your account: username, first and last name, e-mail, avatar, age range and gender.
          </List.Item>
          <List.Item>
            How you sign in: a hash of your password (never the password), the Google, Apple, Discord or other
            sign-ins you linked, your passkeys' public keys, and your sessions (device and address).
          </List.Item>
          <List.Item>What you play: picks, results, streaks, achievements and leagues.</List.Item>
          <List.Item>Your settings, and the devices you turned push notifications on for.</List.Item>
        </List>
      </TitledSection>
      <TitledSection title="Why">
        <Text>
          To run the game: sign you in, show your picks and boards, send the reminders and e-mails you chose,
          and award prizes. We sell nothing about you and show no advertising. Age range and gender are only
          counted in totals.
        </Text>
      </TitledSection>
      <TitledSection title="Who else sees it">
        <Text>
          Other players see your username, names, avatar and game figures on boards, leagues and profiles,
          never your e-mail. A sign-in provider you use (Google, Apple, Discord) learns that you signed in to{' '}
          {APP_NAME}.
        </Text>
      </TitledSection>
      <TitledSection title="Your rights">
        <List spacing={4}>
          <List.Item>
            Download my data (Settings): a file of everything stored about you, ready for a day.
          </List.Item>
          <List.Item>
            Delete my account (Settings): your personal data is erased at once. Your picks stay in the graded
            games and boards, under an anonymous "Deleted player".
          </List.Item>
          <List.Item>Questions or corrections: write to us from the Contact page.</List.Item>
        </List>
      </TitledSection>
    </LegalPage>
  );
}
