import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { PUSH_TEXT, PushProblem, subscribeThisDevice, unsubscribeThisDevice } from './push-device';

/**
 * The push switch: on asks the browser's permission, subscribes and saves; off unsubscribes and forgets.
 * `problem` is the sentence shown under the switch when the browser could not do it (the switch stays off).
 */
export function usePushToggle(onChange: (on: boolean) => void) {
  const utils = trpc.useUtils();
  const subscribe = trpc.notifications.subscribe.useMutation();
  const unsubscribe = trpc.notifications.unsubscribe.useMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function turn(on: boolean) {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      if (on) {
        const { publicKey } = await utils.notifications.publicKey.fetch();
        const sub = await subscribeThisDevice(publicKey);
        await subscribe.mutateAsync({
          endpoint: sub.endpoint ?? '',
          keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' },
        });
        onChange(true);
        setNotice(PUSH_TEXT.on);
      } else {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await unsubscribe.mutateAsync({ endpoint });
        onChange(false);
        setNotice(PUSH_TEXT.off);
      }
      await utils.auth.me.invalidate();
    } catch (error) {
      onChange(false);
      // The browser's own refusals say what happened; anything else failed on the way to our server.
      setProblem(error instanceof PushProblem ? error.message : PUSH_TEXT.notSaved);
    } finally {
      setBusy(false);
    }
  }
  return { turn, busy, problem, notice };
}
