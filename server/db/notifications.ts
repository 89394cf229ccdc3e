/**
 * PostgreSQL NOTIFY, delivered to this process: the database's triggers announce changes that servers cache
 * (CHANGE_CHANNELS), and a cache listens here.
 *
 * Delivery is what a cache relies on, so it is said plainly:
 * - a change this process commits is delivered before its commit returns: PGlite calls listeners while it reads
 *   the commit's answer, and on a PostgreSQL server every pooled connection LISTENs, so the committing one gets
 *   the notification in the same answer as its COMMIT (PostgreSQL sends it before ReadyForQuery);
 * - a change another server process commits arrives over a dedicated listening connection, milliseconds later;
 * - while that connection is down `live()` is false (caches must then read the database) and every
 *   subscriber's `lost` runs; it reconnects by itself.
 */
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

/** Channels the triggers notify on (migration 0049: session_change; 0052: unread_change). */
export const CHANGE_CHANNELS = ['session_change', 'unread_change'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

interface Subscriber {
  payload(text: string): void;
  lost(): void;
}

export interface NotificationHub {
  /** Whether every committed change is being delivered. */
  live(): boolean;
  subscribe(channel: ChangeChannel, subscriber: Subscriber): void;
  close(): Promise<void>;
}

const hubs = new WeakMap<Db, NotificationHub>();

/** The hub of a database opened by openDatabase; none for a database opened otherwise. */
export const notificationsOf = (db: Db): NotificationHub | undefined => hubs.get(db);

export function registerHub(db: Db, hub: NotificationHub): NotificationHub {
  hubs.set(db, hub);
  return hub;
}

class Subscribers {
  private readonly byChannel = new Map<string, Subscriber[]>();

  add(channel: string, subscriber: Subscriber) {
    this.byChannel.set(channel, [...(this.byChannel.get(channel) ?? []), subscriber]);
  }

  deliver(channel: string, payload: string) {
    for (const subscriber of this.byChannel.get(channel) ?? []) subscriber.payload(payload);
  }

  lose() {
    for (const list of this.byChannel.values()) for (const subscriber of list) subscriber.lost();
  }
}

/** PGlite: one embedded database in this process, so every change is this process's own. */
export async function pgliteHub(client: PGlite): Promise<NotificationHub> {
  const subscribers = new Subscribers();
  const stops = await Promise.all(CHANGE_CHANNELS.map((channel) => client.listen(channel, (payload) => subscribers.deliver(channel, payload))));
  return {
    live: () => true,
    subscribe: (channel, subscriber) => subscribers.add(channel, subscriber),
    close: async () => {
      await Promise.all(stops.map((stop) => stop().catch(() => {})));
    },
  };
}

const RECONNECT_MS = [250, 1_000, 5_000];
/** The server process id a connection talks to (node-postgres keeps it, untyped, from BackendKeyData). */
const backendOf = (client: pg.ClientBase) => (client as unknown as { processID: number }).processID;
const listenAll = (client: pg.ClientBase) => client.query(CHANGE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));

/**
 * The pool's `onConnect`: a new connection LISTENs before the pool hands it out (awaited by the pool, not queued
 * behind the first query on the client, which node-postgres deprecates and pg 9 refuses).
 */
export const listenOnConnect = async (client: pg.ClientBase): Promise<void> => { await listenAll(client); };

/**
 * A PostgreSQL server: the pool's connections LISTEN and each passes on the notifications its own backend sent
 * (this process's commits, in step); one dedicated connection passes on the rest (other processes'). So each
 * change is delivered once.
 */
export function postgresHub(pool: pg.Pool, url: string): NotificationHub {
  const subscribers = new Subscribers();
  const deliver = (message: pg.Notification) => subscribers.deliver(message.channel, message.payload ?? '');
  const ownBackends = new Set<number>();
  pool.on('connect', (client) => {
    const backend = backendOf(client);
    ownBackends.add(backend);
    // It LISTENs already (listenOnConnect, the pool's onConnect).
    client.on('notification', (message) => { if (message.processId === backend) deliver(message); });
  });
  pool.on('remove', (client) => ownBackends.delete(backendOf(client)));
  const fromElsewhere = (message: pg.Notification) => { if (!ownBackends.has(message.processId)) deliver(message); };

  let listener: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const drop = () => {
    if (live) subscribers.lose();
    live = false;
    const old = listener;
    listener = null;
    old?.removeAllListeners();
    old?.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
  };
  async function connect() {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    const lost = () => { if (listener === client) drop(); };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', fromElsewhere);
    try {
      await client.connect();
      await listenAll(client);
      if (closed || listener !== client) return;
      live = true;
      attempt = 0;
    } catch {
      if (listener === client) drop();
    }
  }
  void connect();

  return {
    live: () => live,
    subscribe: (channel, subscriber) => subscribers.add(channel, subscriber),
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      client?.removeAllListeners();
      await client?.end().catch(() => {});
    },
  };
}
