/**
 * The calls one agent (account and extension) has open, shared by every relay socket of that
 * agent in this process. A request carrying a To tag is taken as in-dialog only when the relay
 * saw that dialog set up: a 1xx/2xx with a To tag from the PBX to the agent's INVITE, or the
 * agent's own 1xx/2xx to an INVITE the PBX offered on one of the agent's sockets — and only from
 * the dialog's own party (From user). A made-up To tag therefore buys nothing. The masked numbers
 * live here too, so a BYE sent on a new socket after a reconnect still reaches the PBX with the
 * number, not the reference.
 */
import { tagOf, userOf } from './address.js';
import { MaskedCalls } from './masking.js';
import { callIdOf, headerValue, methodOf, type SipMessage, type SipRequest, type SipResponse } from './message.js';

/** `user`: the agent's side of the dialog (the From user of the agent's requests in it). */
type Dialog = { user: string | undefined; confirmed: boolean; expiresAt: number };
type Offer = { user: string | undefined; expiresAt: number };

/** An unanswered call is given up long before this; a confirmed one may last a working day. */
const EARLY_TTL_MS = 5 * 60_000;
const CONFIRMED_TTL_MS = 12 * 60 * 60_000;
/** How long a dialog's BYE is remembered, for the other side's requests that crossed it. */
const ENDED_TTL_MS = 5 * 60_000;

const keyOf = (callId: string, localTag: string, remoteTag: string) => `${callId}\n${localTag}\n${remoteTag}`;

function parts(message: SipMessage) {
  const from = headerValue(message, 'from') ?? '';
  const to = headerValue(message, 'to') ?? '';
  return {
    callId: callIdOf(message),
    fromTag: tagOf(from),
    toTag: tagOf(to),
    fromUser: userOf(from),
    toUser: userOf(to),
  };
}

export class AgentDialogs {
  readonly masked = new MaskedCalls(256);
  /** Keyed by Call-ID, the browser's tag and the PBX side's tag. */
  private readonly dialogs = new Map<string, Dialog>();
  /** INVITEs the PBX offered the agent, not yet answered finally: by Call-ID and From tag. */
  private readonly offers = new Map<string, Offer>();
  /** Dialogs a BYE ended, keyed as `dialogs`. */
  private readonly ended = new Map<string, Offer>();

  constructor(
    private readonly limit = 64,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a request from the browser belongs to a dialog the relay saw set up for this agent. */
  knows(request: SipRequest): boolean {
    const { callId, fromTag, toTag, fromUser } = parts(request);
    if (!callId || !fromTag || !toTag) return false;
    const key = keyOf(callId, fromTag, toTag);
    const dialog = this.dialogs.get(key);
    if (!dialog) return false;
    if (dialog.expiresAt <= this.now()) {
      this.dialogs.delete(key);
      return false;
    }
    return dialog.user === fromUser;
  }

  /**
   * True when a request from the browser belongs to a dialog of this agent that a BYE ended: a
   * re-INVITE sent on a new socket after the customer's BYE was lost with the old one. The relay
   * answers it 481 (Call/Transaction Does Not Exist) rather than judge it as a new call.
   */
  hasEnded(request: SipRequest): boolean {
    const { callId, fromTag, toTag, fromUser } = parts(request);
    if (!callId || !fromTag || !toTag) return false;
    const ended = this.ended.get(keyOf(callId, fromTag, toTag));
    return ended !== undefined && ended.expiresAt > this.now() && ended.user === fromUser;
  }

  private end(key: string): void {
    const dialog = this.dialogs.get(key);
    if (!dialog) return;
    this.dialogs.delete(key);
    this.keep(this.ended, key, { user: dialog.user, expiresAt: this.now() + ENDED_TTL_MS });
  }

  /** What the PBX sends the agent: answers to the agent's INVITEs, offers, CANCELs and BYEs. */
  fromPbx(message: SipMessage): void {
    const { callId, fromTag, toTag, fromUser, toUser } = parts(message);
    if (!callId || !fromTag) return;
    if (message.kind === 'request') {
      const offer = `${callId}\n${fromTag}`;
      if (message.method === 'INVITE' && !toTag)
        this.keep(this.offers, offer, { user: toUser, expiresAt: this.now() + EARLY_TTL_MS });
      if (message.method === 'CANCEL') this.offers.delete(offer);
      if (message.method === 'BYE' && toTag) this.end(keyOf(callId, toTag, fromTag));
      return;
    }
    if (methodOf(message) === 'INVITE') this.answered(message, callId, fromTag, toTag, fromUser);
  }

  /** What the browser sends: its answers to offered INVITEs and the BYEs that end dialogs. */
  fromBrowser(message: SipMessage): void {
    const { callId, fromTag, toTag } = parts(message);
    if (!callId || !fromTag) return;
    if (message.kind === 'request') {
      if (message.method === 'BYE' && toTag) this.end(keyOf(callId, fromTag, toTag));
      return;
    }
    const key = `${callId}\n${fromTag}`;
    const offer = this.offers.get(key);
    if (methodOf(message) !== 'INVITE' || !offer || offer.expiresAt <= this.now() || !toTag) return;
    if (message.status >= 200) this.offers.delete(key);
    this.answered(message, callId, toTag, fromTag, offer.user);
  }

  /** An answer to an INVITE: 1xx with a tag opens an early dialog, 2xx confirms, ≥300 ends early ones. */
  private answered(
    response: SipResponse,
    callId: string,
    localTag: string,
    remoteTag: string | undefined,
    user: string | undefined,
  ): void {
    if (response.status >= 300) {
      const prefix = `${callId}\n${localTag}\n`;
      for (const [key, dialog] of this.dialogs)
        if (key.startsWith(prefix) && !dialog.confirmed) this.dialogs.delete(key);
      return;
    }
    if (!remoteTag || response.status < 101) return;
    const key = keyOf(callId, localTag, remoteTag);
    const confirmed = response.status >= 200 || this.dialogs.get(key)?.confirmed === true;
    const expiresAt = this.now() + (confirmed ? CONFIRMED_TTL_MS : EARLY_TTL_MS);
    this.keep(this.dialogs, key, { user, confirmed, expiresAt });
  }

  private keep<T>(map: Map<string, T>, key: string, value: T): void {
    map.delete(key);
    map.set(key, value);
    // The oldest go first: an agent has a handful of calls at once, a socket lives for hours.
    while (map.size > this.limit) map.delete(map.keys().next().value as string);
  }

  /** True when no dialog is open nor recently ended (the registry of an agent with no socket left may go). */
  get idle(): boolean {
    const now = this.now();
    for (const [key, dialog] of this.dialogs) if (dialog.expiresAt <= now) this.dialogs.delete(key);
    // A BYE that crossed the socket's close is still answered for on the socket of the reconnect.
    for (const [key, ended] of this.ended) if (ended.expiresAt <= now) this.ended.delete(key);
    return this.dialogs.size === 0 && this.ended.size === 0;
  }
}

/** The registries of all agents of one gateway process, by account and extension. */
export class AgentDialogRegistry {
  private readonly agents = new Map<string, { dialogs: AgentDialogs; sockets: number }>();

  /** The agent's registry, held until `release`. */
  hold(accountId: number, extension: string): AgentDialogs {
    const key = `${accountId}:${extension}`;
    const entry = this.agents.get(key) ?? { dialogs: new AgentDialogs(), sockets: 0 };
    entry.sockets++;
    this.agents.set(key, entry);
    return entry.dialogs;
  }

  /** An agent's open calls are kept with no socket left, so the socket of a reconnect finds them. */
  release(accountId: number, extension: string): void {
    const key = `${accountId}:${extension}`;
    const entry = this.agents.get(key);
    if (!entry) return;
    entry.sockets--;
    if (entry.sockets <= 0 && entry.dialogs.idle) this.agents.delete(key);
  }
}
