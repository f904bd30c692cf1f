import { useState, type Dispatch } from 'react';
import { CHAT_LIVE_LIMITS } from '@partnerly/shared';
import type { ClientFrame, DialogueData, ReactionEmoji, ServerFrame } from '@partnerly/shared';
import type { ChatAction } from '../chat-types';
import { typingSignal } from '../typing-signal';

/**
 * The live side of the chat (issue 34): its frames become chat actions, and the member's
 * edits, deletions, reactions and typing become frames.
 */
export function useChatLive(send: (frame: ClientFrame) => boolean, dispatch: Dispatch<ChatAction>) {
  // `send` is the socket's one stable function (useChatSocket).
  const [typing] = useState(() => typingSignal((receiver) => send({ typing: receiver })));

  /** Handles a live frame; false when the frame is not one of them. */
  const onFrame = (frame: ServerFrame): boolean => {
    if ('seen' in frame) dispatch({ type: 'seen', seen: frame.seen });
    else if ('typing' in frame) {
      const at = Date.now();
      const { username, dialogue } = frame.typing;
      dispatch({ type: 'typing', username, dialogue, at });
      setTimeout(
        () => dispatch({ type: 'typingExpired', dialogue, at }),
        CHAT_LIVE_LIMITS.typingShownMs,
      );
    } else if ('edited' in frame) dispatch({ type: 'edited', message: frame.edited });
    else if ('deleted' in frame) dispatch({ type: 'deleted', id: frame.deleted.id });
    else if ('reaction' in frame) {
      dispatch({ type: 'reacted', id: frame.reaction.id, reactions: frame.reaction.reactions });
    } else return false;
    return true;
  };

  return {
    onFrame,
    typed: (dialogue: DialogueData) => typing.typed(dialogue.username),
    sent: (dialogue: DialogueData) => typing.sent(dialogue.username),
    edit: (id: number, message: string) => send({ edit: { id, message: message.trim() } }),
    remove: (id: number) => send({ delete: { id } }),
    react: (id: number, emoji: ReactionEmoji) => send({ react: { id, emoji } }),
  };
}
