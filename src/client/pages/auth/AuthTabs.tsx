import { Anchor, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProviderButtons } from '../../features/auth/ProviderButtons';
import { CreateAccountForm } from './CreateAccountForm';
import { SignInForm } from './SignInForm';

/**
 * Sign In and Create Account; only the open tab's form is in the page. An invite link opens on Create Account.
 * Under both, the sign-in providers the server has configured (they sign in and sign up alike).
 */
export function AuthTabs({ initialTab = 'sign-in' }: { initialTab?: 'sign-in' | 'create-account' }) {
  return (
    <Stack gap="md">
      <AuthTabPanels initialTab={initialTab} />
      <ProviderButtons />
    </Stack>
  );
}

function AuthTabPanels({ initialTab }: { initialTab: 'sign-in' | 'create-account' }) {
  const { t } = useTranslation('auth');
  return (
    <Tabs defaultValue={initialTab} keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="sign-in">{t('tabs.signIn')}</Tabs.Tab>
        <Tabs.Tab value="create-account">{t('tabs.createAccount')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="sign-in">
        <Stack gap="md">
          <SignInForm />
          <Anchor component={Link} to="/reset-password" size="sm" ta="center">
            {t('tabs.forgotPassword')}
          </Anchor>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="create-account">
        <CreateAccountForm />
      </Tabs.Panel>
    </Tabs>
  );
}
