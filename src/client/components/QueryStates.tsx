import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's or a region's data on its way: one spinner, centred, whose label says what is loading. */
export function CenteredLoader({ label, py = 'xl' }: { label: string; py?: 'md' | 'xl' }) {
  return (
    <Center py={py}>
      <Loader aria-label={label} />
    </Center>
  );
}

/** A region whose data did not load: the one red notice every player screen gives for it. */
export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light">
      {children}
    </Alert>
  );
}
