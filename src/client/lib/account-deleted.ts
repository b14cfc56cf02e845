import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetPlayerAndOpen } from './forget-player';
import { leavingOnPurpose } from './session-ended';

// After "Delete my account" the page goes to the landing with a full navigation; the landing says the account is
// gone. The note crosses that navigation in the tab's storage and is read once.

const KEY = 'pickem.accountDeleted';

/** Whether the landing should say the account was deleted; the note is forgotten by `forgetAccountDeleted`. */
export function accountJustDeleted(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetAccountDeleted(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: there was no note.
  }
}

/**
 * Called before the deletion is sent: the server closes this page's live socket as it deletes, which is the page's
 * own doing, not news to report as a lost session.
 */
export const deletingOwnAccount = leavingOnPurpose;

/**
 * Once the server has deleted the account (and ended its sessions): every cached answer and what the tab and the
 * service worker kept go, as at sign-out, and the landing opens with its note.
 */
export function useLeaveDeletedAccount(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetPlayerAndOpen(queryClient, '/', { key: KEY, value: '1' });
  }, [queryClient]);
}
