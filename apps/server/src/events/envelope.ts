import { EVENT_ADDRESSEES, type EventMap, type EventName } from './event-map';

/**
 * An event on the wire: JSON whose keys come in this order (JSON.stringify keeps it), so its
 * header, everything before `payload`, is read by its shape (`readHeader`) and an instance
 * parses only the payloads it keeps. An unaddressed event has no `to`.
 *
 * Rolling deploys: the previous version sent `{origin, name, payload}` in this order, which
 * reads here as an unaddressed event, and it parses this one whole, ignoring `to`; instances
 * of both versions hear each other while they run side by side.
 */
export interface Envelope {
  /** The instance that published it, whose own subscribers have heard it already. */
  origin: string;
  name: EventName;
  /** The members it concerns (EVENT_ADDRESSEES). */
  to?: readonly number[];
  payload: unknown;
}

/** What comes before an envelope's payload; `to` as written, the ids between commas. */
interface Header {
  origin: string;
  name: string;
  to: string | undefined;
  /** Where the payload's JSON starts; it ends before the envelope's last character. */
  payloadAt: number;
}

const ORIGIN_KEY = '{"origin":"';
const NAME_KEY = '","name":"';
const TO_KEY = '","to":[';
const PAYLOAD_AFTER_NAME = '","payload":';
const PAYLOAD_AFTER_TO = '],"payload":';

/**
 * The header of an envelope, read without parsing: none of its values holds a quote (a uuid,
 * an event name) or a bracket (a list of integers), so each ends at the first one. Undefined
 * for anything else on the channel.
 */
export function readHeader(text: string): Header | undefined {
  if (!text.startsWith(ORIGIN_KEY)) return undefined;
  const originEnd = text.indexOf('"', ORIGIN_KEY.length);
  if (originEnd < 0 || !text.startsWith(NAME_KEY, originEnd)) return undefined;
  const nameAt = originEnd + NAME_KEY.length;
  const nameEnd = text.indexOf('"', nameAt);
  if (nameEnd < 0) return undefined;
  const origin = text.slice(ORIGIN_KEY.length, originEnd);
  const name = text.slice(nameAt, nameEnd);
  if (text.startsWith(PAYLOAD_AFTER_NAME, nameEnd)) {
    return { origin, name, to: undefined, payloadAt: nameEnd + PAYLOAD_AFTER_NAME.length };
  }
  if (!text.startsWith(TO_KEY, nameEnd)) return undefined;
  const toAt = nameEnd + TO_KEY.length;
  const toEnd = text.indexOf(']', toAt);
  if (toEnd < 0 || !text.startsWith(PAYLOAD_AFTER_TO, toEnd)) return undefined;
  return {
    origin,
    name,
    to: text.slice(toAt, toEnd),
    payloadAt: toEnd + PAYLOAD_AFTER_TO.length,
  };
}

/** Whether one of the members listed in a header's `to` has a socket here. */
export function concernsHere(to: string, holds: (memberId: number) => boolean): boolean {
  return to !== '' && to.split(',').some((id) => holds(Number(id)));
}

/** The envelope `origin` publishes for an event: addressed when EVENT_ADDRESSEES names its members. */
export function envelopeOf<K extends EventName>(
  origin: string,
  name: K,
  payload: EventMap[K],
): Envelope {
  const addressees = EVENT_ADDRESSEES[name] as
    ((payload: EventMap[K]) => readonly number[]) | undefined;
  return addressees
    ? { origin, name, to: addressees(payload), payload }
    : { origin, name, payload };
}
