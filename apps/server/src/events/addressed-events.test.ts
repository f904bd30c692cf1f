import { describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '../feature-modules';
import { EVENT_ADDRESSEES, type EventName } from './event-map';

/**
 * The modules whose subscribers of each addressed event were read and found to do nothing but
 * send frames to the sockets of the event's members (EVENT_ADDRESSEES' rule).
 */
const CHECKED: Record<string, string[]> = {
  'message.stored': ['chat'],
  'message.confirmed': ['chat'],
  'message.removed': ['chat'],
  'dialogue.read': ['chat'],
  'dialogue.seen': ['chat'],
  'chat.typing': ['chat'],
  'message.edited': ['chat'],
  'message.deleted': ['chat'],
  'message.reacted': ['chat'],
  'offer.changed': ['deals'],
  'order.changed': ['deals'],
};

describe('addressed events', () => {
  it('have no subscriber but the frames checked against the rule', () => {
    const subscribing = Object.fromEntries(
      Object.keys(EVENT_ADDRESSEES).map((name) => [
        name,
        FEATURE_MODULES.filter((module) => module.subscribers?.[name as EventName]).map(
          (module) => module.name,
        ),
      ]),
    );
    // A new subscriber of one of these events hears it only on the instances holding its
    // members: add its module above only if it too does nothing but send them frames, or else
    // take the event out of EVENT_ADDRESSEES.
    expect(subscribing).toEqual(CHECKED);
  });
});
