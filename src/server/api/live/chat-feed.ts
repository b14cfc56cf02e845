import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { LiveChatMessage, LiveChatUnreadMessage } from '../../../shared/schemas/chat';
import type { AppDeps } from '../../deps';
import type { BusEvent } from '../../kernel/events';
import {
  assertChatMember,
  chatPage,
  membersNow,
  messageOf,
  reactionsNow,
  unread,
} from '../../modules/chat/chat.service';
import type { BusLogger } from '../../platform/events/event-bus';
import { rawJson } from '../../platform/transport/socket/raw-json';
import type { SocketGate } from './connections';
import { Mailbox } from './mailbox';
import type { EventIds } from './server-clock';
import { SetsByKey } from './sets-by-key';

/** A message serialized once for every socket that gets it; null ends a subscription (its viewer left). */
type Out<M> = { id: string; message: M } | null;
type ChatEvent = Extract<BusEvent, { type: 'league.chat' }>;
/** A member's open chat: their mailbox and who they are (a membership change may end it). */
type Seat = { mailbox: Mailbox<Out<LiveChatMessage>>; userId: number };

/**
 * live.leagueChat and live.chatUnread for one instance. A change is read once (the message with its author and
 * reactions), serialized once and handed to every member watching the league; the unread badges of members
 * elsewhere get one small shared message. A member who left or was removed gets nothing more: their chat ends at
 * the league's change, and every read checks membership. Changes are handled one at a time, in the bus's order.
 */
export class ChatFeed {
  private readonly rooms = new SetsByKey<number, Seat>();
  private readonly badges = new SetsByKey<number, Mailbox<Out<LiveChatUnreadMessage>>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: AppDeps,
    private readonly ids: EventIds,
    private readonly log: BusLogger,
  ) {}

  /** Open chat and badge subscriptions on this instance. */
  get size(): number {
    return this.rooms.size + this.badges.size;
  }

  async *subscribe(
    connection: SocketGate,
    userId: number,
    leagueId: number,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<LiveChatMessage>> {
    await assertChatMember(this.deps, userId, leagueId);
    const seat: Seat = { mailbox: new Mailbox(), userId };
    this.rooms.add(leagueId, seat);
    try {
      const page = await chatPage(this.deps, leagueId);
      yield tracked(this.ids.next(), { type: 'snapshot', leagueId, page });
      yield* this.drain(connection, seat.mailbox, signal);
    } finally {
      this.rooms.delete(leagueId, seat);
    }
  }

  async *unread(
    connection: SocketGate,
    userId: number,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<LiveChatUnreadMessage>> {
    const mailbox = new Mailbox<Out<LiveChatUnreadMessage>>();
    this.badges.add(userId, mailbox);
    try {
      yield tracked(this.ids.next(), { type: 'unread', leagues: await unread(this.deps, userId) });
      yield* this.drain(connection, mailbox, signal);
    } finally {
      this.badges.delete(userId, mailbox);
    }
  }

  handle(event: BusEvent): void {
    if (event.type === 'league.chat') this.enqueue(() => this.chatChanged(event), event.leagueId);
    else if (event.type === 'league.changed')
      this.enqueue(() => this.membersChanged(event.leagueId), event.leagueId);
  }

  /** Events may have been missed: every watched chat gets a fresh page. */
  resync(): void {
    for (const leagueId of this.rooms.keys()) this.enqueue(() => this.membersChanged(leagueId), leagueId);
  }

  private async *drain<M>(connection: SocketGate, mailbox: Mailbox<Out<M>>, signal: AbortSignal) {
    while (!signal.aborted) {
      await connection.writable(signal);
      const next = await mailbox.take(signal);
      if (!next) return;
      yield tracked(next.id, next.message);
    }
  }

  private enqueue(work: () => Promise<void>, leagueId: number): void {
    this.queue = this.queue
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error, leagueId }, 'live chat read failed'));
  }

  private shared<M>(message: object): { id: string; message: M } {
    return { id: this.ids.next(), message: rawJson<M>(JSON.stringify(message)) };
  }

  private async chatChanged({ leagueId, messageId, change }: ChatEvent): Promise<void> {
    const room = this.rooms.get(leagueId);
    const badged = change === 'posted' && this.badges.size > 0;
    if (!room.size && !badged) return;
    if (change === 'posted') {
      const message = await messageOf(this.deps, leagueId, messageId);
      if (!message) return;
      if (room.size) {
        const out = this.shared<LiveChatMessage>({ type: 'message', message });
        for (const { mailbox } of room) mailbox.put(`m${messageId}`, out);
      }
      if (badged) await this.badge(leagueId, messageId, message.author.id);
      return;
    }
    if (!room.size) return;
    if (change === 'deleted') {
      const out = this.shared<LiveChatMessage>({ type: 'deleted', leagueId, messageId });
      for (const { mailbox } of room) mailbox.put(`d${messageId}`, out);
      return;
    }
    const reactions = await reactionsNow(this.deps, leagueId, messageId);
    const out = this.shared<LiveChatMessage>({ type: 'reactions', leagueId, messageId, reactions });
    for (const { mailbox } of room) mailbox.put(`r${messageId}`, out);
  }

  /** A new message counts on the badges of the league's members watching them (one read of who is a member). */
  private async badge(leagueId: number, messageId: number, authorId: number): Promise<void> {
    const members = await membersNow(this.deps, leagueId, [...this.badges.keys()]);
    if (members.size === 0) return;
    const out = this.shared<LiveChatUnreadMessage>({ type: 'posted', leagueId, messageId, authorId });
    for (const userId of members)
      for (const mailbox of this.badges.get(userId)) mailbox.put(`p${messageId}`, out);
  }

  /** The league's members changed: those no longer in it lose its chat at once; the others get a fresh page. */
  private async membersChanged(leagueId: number): Promise<void> {
    const room = this.rooms.get(leagueId);
    if (!room.size) return;
    const members = await membersNow(this.deps, leagueId, [...new Set([...room].map((seat) => seat.userId))]);
    const stay = [...room].filter(({ mailbox, userId }) => {
      if (members.has(userId)) return true;
      mailbox.replaceAll('end', null);
      return false;
    });
    if (stay.length === 0) return;
    const page = await chatPage(this.deps, leagueId);
    const out = this.shared<LiveChatMessage>({ type: 'snapshot', leagueId, page });
    for (const { mailbox } of stay) mailbox.replaceAll('snapshot', out);
  }
}
