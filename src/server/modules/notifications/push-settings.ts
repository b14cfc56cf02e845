import type { Agent } from 'node:https';
import type { NamedPushService } from './push-services.rules';

/** How this server sends Web Push (AppConfig.push). */
export interface PushSettings {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; absent: the pair kept in the database (made on first use). */
  vapid?: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT; absent: DEFAULT_VAPID_SUBJECT. */
  subject?: string | undefined;
  /** REMINDER_LEAD_MINUTES: how long before a game locks its reminder goes out. */
  reminderLeadMinutes?: number | undefined;
  /**
   * PUSH_SERVICE_HOSTS: push services trusted besides the known ones, dialled as named whatever their address
   * (an operator's own, or a test's on loopback).
   */
  serviceHosts?: readonly NamedPushService[] | undefined;
  /** The HTTPS agent of the push requests (a test's own certificate authority); Node's default otherwise. */
  agent?: Agent | undefined;
  /** How long one push request may take before it counts as failed (ms). */
  timeoutMs?: number | undefined;
  /** PUSH_ENCRYPT_THREADS: worker threads that encrypt the messages (ADR 0031); 0 encrypts on the main thread. */
  encryptThreads?: number | undefined;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:no-reply@streakpickem.local';
export const DEFAULT_REMINDER_LEAD_MINUTES = 60;
/** Worker threads that encrypt pushes when PUSH_ENCRYPT_THREADS is not set (ADR 0031 compares one and two). */
export const DEFAULT_PUSH_ENCRYPT_THREADS = 1;
