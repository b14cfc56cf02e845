import { List, Text } from '@mantine/core';
import { TERMS_VERSION } from '../../../shared/consent';
import { APP_NAME } from '../../../shared/constants';
import { TitledSection } from '../../components/TitledSection';
import { LegalPage } from './LegalPage';

/** /terms: the terms of use a player accepts at sign-up. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of use" version={TERMS_VERSION}>
      <TitledSection title="A free game">
        <Text>
          {APP_NAME} is a free game of picking winners. Nobody stakes, deposits or wins money by playing:
          there are no odds and no bets. Premium, when offered, adds features; it never buys a better chance
          at a prize.
        </Text>
      </TitledSection>
      <TitledSection title="Your account">
        <List spacing={4}>
          <List.Item>You must be 18 or older.</List.Item>
          <List.Item>One account per person. Keep your password and passkeys to yourself.</List.Item>
          <List.Item>
            Your username is public (boards, leagues, profiles): choose one that does not offend and is not
            someone else's name.
          </List.Item>
          <List.Item>Do not cheat, automate picks against the rules, or disturb the service.</List.Item>
        </List>
      </TitledSection>
      <TitledSection title="Prizes">
        <Text>
          A monthly prize, when one is announced, goes by the rules shown with it. We may withhold a prize
          from an account that broke these terms.
        </Text>
      </TitledSection>
      <TitledSection title="Ending">
        <Text>
          You can delete your account at any time in Settings. We may close an account that breaks these
          terms. The game is offered as it is, without a promise that it is always available or free of
          errors.
        </Text>
      </TitledSection>
    </LegalPage>
  );
}
