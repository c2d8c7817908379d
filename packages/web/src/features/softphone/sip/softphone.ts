/**
 * The softphone as the app uses it, in any tab: the leader tab drives a SoftphoneEngine, the
 * others mirror its state and forward commands to it (tab-leader.ts).
 */
import type { VoipSettings } from './engine';
import { type EngineDeps, SoftphoneEngine } from './engine';
import { INITIAL_PHONE_STATE, type PhoneState } from './phone-state';
import { electLeader } from './tab-leader';
import type { CallData } from './types';

export type SoftphoneCommand =
  | { name: 'call'; data: CallData; test: boolean }
  | { name: 'callTestNumber' }
  | { name: 'answer' }
  | { name: 'decline' }
  | { name: 'hangup' }
  | { name: 'mute'; on: boolean }
  | { name: 'hold'; on: boolean }
  | { name: 'reset' };

type Message =
  | { type: 'state'; state: PhoneState }
  | { type: 'hello' }
  | { type: 'command'; command: SoftphoneCommand };

export type Softphone = {
  getState(): PhoneState;
  subscribe(listener: () => void): () => void;
  isLeader(): boolean;
  run(command: SoftphoneCommand): void;
  stop(): void;
};

export type SoftphoneOptions = {
  accountId: number;
  settings: VoipSettings;
  deps: EngineDeps;
  openChannel?: (name: string) => BroadcastChannel | null;
  locks?: LockManager;
};

const defaultChannel = (name: string) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name));

export function createSoftphone(options: SoftphoneOptions): Softphone {
  const name = `umbrella-softphone-${options.accountId}`;
  const channel = (options.openChannel ?? defaultChannel)(name);
  const listeners = new Set<() => void>();
  let state: PhoneState = INITIAL_PHONE_STATE;
  let engine: SoftphoneEngine | null = null;
  let unsubscribe: (() => void) | null = null;

  const publish = (next: PhoneState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const post = (message: Message) => channel?.postMessage(message);

  const execute = (command: SoftphoneCommand) => {
    if (!engine) return;
    switch (command.name) {
      case 'call':
        void engine.call(command.data, { test: command.test });
        break;
      case 'callTestNumber':
        void engine.callTestNumber();
        break;
      case 'answer':
        void engine.answer();
        break;
      case 'decline':
        engine.decline();
        break;
      case 'hangup':
        engine.hangup();
        break;
      case 'mute':
        engine.setMuted(command.on);
        break;
      case 'hold':
        engine.setHeld(command.on);
        break;
      case 'reset':
        engine.reset();
        break;
    }
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (engine) {
        if (message.type === 'command') execute(message.command);
        if (message.type === 'hello') post({ type: 'state', state: engine.getState() });
      } else if (message.type === 'state') {
        publish(message.state);
      }
    };
  }

  const election = electLeader(
    name,
    () => {
      const leader = new SoftphoneEngine(options.deps);
      engine = leader;
      unsubscribe = leader.subscribe(() => {
        publish(leader.getState());
        post({ type: 'state', state: leader.getState() });
      });
      void leader.start(options.settings).catch((error: unknown) => {
        options.deps.report?.(error instanceof Error ? error : new Error(String(error)));
      });
    },
    options.locks,
  );
  post({ type: 'hello' });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLeader: () => engine !== null,
    run(command) {
      if (engine) execute(command);
      else post({ type: 'command', command });
    },
    stop() {
      unsubscribe?.();
      engine?.stop();
      engine = null;
      election.stop();
      if (channel) channel.onmessage = null;
      channel?.close();
      publish(INITIAL_PHONE_STATE);
    },
  };
}
