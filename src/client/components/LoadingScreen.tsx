import { Center, Text } from '@mantine/core';

/** The whole screen while the auth state loads. */
export function LoadingScreen() {
  return (
    <Center mih="100dvh">
      <Text c="dimmed">Loading...</Text>
    </Center>
  );
}
