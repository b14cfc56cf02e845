// @vitest-environment happy-dom

import { act } from '@testing-library/react';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import type { PublicUser } from '../../../shared/schemas/auth';
import { trpc } from '../../lib/trpc';
import { useAfterSignIn } from './use-after-sign-in';

let afterSignIn: ReturnType<typeof useAfterSignIn> | undefined;
function Probe() {
  afterSignIn = useAfterSignIn();
  return null;
}

describe('after signing in', () => {
  it("forgets the visitor's answers (today's games with nothing pickable) and keeps only the new user", () => {
    const { queryClient } = renderInApp(<Probe />);
    const todayKey = getQueryKey(trpc.games.today, undefined, 'query');
    const prizeKey = getQueryKey(trpc.prizes.current, undefined, 'query');
    queryClient.setQueryData(todayKey, { games: [{ id: 1, canPick: false }] });
    queryClient.setQueryData(prizeKey, { id: 3 });
    const user = { id: 7, username: 'newfan' } as unknown as PublicUser;

    act(() => afterSignIn?.(user, 'Welcome back!'));

    expect(queryClient.getQueryData(todayKey)).toBeUndefined();
    expect(queryClient.getQueryData(prizeKey)).toBeUndefined();
    expect(queryClient.getQueryData(getQueryKey(trpc.auth.me, undefined, 'query'))).toEqual(user);
  });
});
