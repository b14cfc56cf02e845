import { Container, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RequestResetForm } from '../../features/password-reset/RequestResetForm';
import { ResetWithToken } from '../../features/password-reset/ResetWithToken';

/** /reset-password: without a token, ask for a link; with one (?token=...), choose a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        {token ? <ResetWithToken key={token} token={token} /> : <RequestResetForm />}
      </Paper>
    </Container>
  );
}
