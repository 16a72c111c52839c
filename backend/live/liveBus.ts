// How a live message reaches every backend instance's readers: in process without REDIS_URL, through one Redis
// pub/sub channel with it. While Redis is away an instance cannot promise its readers every message, so the hub
// closes their sockets (the pages poll liveView instead) until the bus is shared again.
import { Redis } from 'ioredis';

export interface BusLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface LiveBus {
  /** Sends one payload to every instance's listener (this one's included). */
  publish(payload: string): Promise<void>;
  onMessage(listener: (payload: string) => void): void;
  /** Called with false when the bus stops reaching other instances, true when it does again. */
  onShared(listener: (shared: boolean) => void): void;
  /** Whether a published payload reaches every instance right now. */
  shared(): boolean;
  connect(): Promise<void>;
  close(): Promise<void>;
}

export function memoryBus(): LiveBus {
  const listeners: ((payload: string) => void)[] = [];
  return {
    async publish(payload) {
      for (const listener of listeners) listener(payload);
    },
    onMessage: (listener) => void listeners.push(listener),
    onShared: () => undefined,
    shared: () => true,
    async connect() {},
    async close() {},
  };
}

const quit = async (redis: Redis) => {
  // quit() waits for a connection that may never come; disconnect() also stops the reconnect timer.
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
};

/** Every instance on the same Redis and key prefix hears every payload; `connect` once the app is ready. */
export function redisBus(redisUrl: string, keyPrefix: string, log: BusLog): LiveBus {
  const channel = `${keyPrefix}live`;
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  const listeners: ((payload: string) => void)[] = [];
  const sharedListeners: ((shared: boolean) => void)[] = [];
  // ioredis reports every failed reconnection when nobody listens; the state change is logged once, below.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  let isShared = false;
  let wasShared = false;
  let closing = false;
  const setShared = (next: boolean) => {
    if (next === isShared || closing) return;
    isShared = next;
    if (next) {
      if (wasShared) log.info('Redis is back: live messages reach every instance again');
      wasShared = true;
    } else {
      log.warn('Redis unavailable: live sockets are closed and pages poll liveView until it is back');
    }
    for (const listener of sharedListeners) listener(next);
  };
  const deliver = (payload: string) => {
    for (const listener of listeners) listener(payload);
  };
  subscriber.on('message', (_channel: string, payload: string) => deliver(payload));
  // Subscribed (again, after a reconnection ioredis subscribes by itself) and able to publish: shared.
  let subscribed = false;
  const settle = () => setShared(subscribed && subscriber.status === 'ready' && publisher.status === 'ready');
  // The first time the subscriber is ready it subscribes; ioredis subscribes again after each reconnection.
  const subscribe = async () => {
    if (subscribed) return;
    await subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      () => undefined,
    );
    settle();
  };
  subscriber.on('ready', () => void subscribe());
  for (const redis of [publisher, subscriber]) {
    redis.on('ready', settle);
    redis.on('close', settle);
    redis.on('end', settle);
  }
  return {
    async publish(payload) {
      if (!isShared) return deliver(payload);
      // Redis failing mid-broadcast: this instance's readers still get it; the others poll.
      await publisher.publish(channel, payload).catch(() => deliver(payload));
    },
    onMessage: (listener) => void listeners.push(listener),
    onShared: (listener) => void sharedListeners.push(listener),
    shared: () => isShared,
    async connect() {
      await Promise.all([
        publisher.connect().catch(() => undefined),
        subscriber
          .connect()
          .then(subscribe)
          .catch(() => undefined),
      ]);
      settle();
      if (isShared) return;
      wasShared = true;
      log.warn('Redis unavailable: live sockets are refused until it answers');
    },
    async close() {
      closing = true;
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}
