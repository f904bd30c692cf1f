import type { ReactNode } from 'react';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ReportButton } from '../../../components/ReportButton';
import { OFF_PLATFORM_NOTICE, formatDate, type AttachmentData } from '@partnerly/shared';
import { MessageAttachments } from './MessageAttachments';
import classes from '../ChatsPage.module.css';

interface MessageBubbleProps {
  text: string;
  date: string;
  /** Who wrote it, for screen readers: "You" or the other person. */
  author: string;
  mine: boolean;
  pending?: boolean;
  /** Removed by an admin: the text says so, set apart from what people wrote. */
  removed?: boolean;
  /** The other person's message can be reported: its id. */
  reportId?: number;
  /** It asks to leave Partnerly or to pay up front: a notice goes under it. */
  warning?: boolean;
  /** Its photos and PDFs (issue 34). */
  attachments?: AttachmentData[];
  /** The message's id, so a search result can bring it into view. */
  messageId?: number;
  /** Opened from a search result: set apart until another is opened. */
  target?: boolean;
  /** Issue 34: changed by its sender since it was sent ("edited" beside the time). */
  edited?: boolean;
  /** Deleted by its sender: the text says so, set apart like a removed one. */
  deleted?: boolean;
  /** The message's actions (react, edit, delete), beside its time. */
  menu?: ReactNode;
  /** Shown in place of the text while the sender edits it. */
  editor?: ReactNode;
  /** Under the bubble: its reactions, "Seen". */
  below?: ReactNode;
}

/** One message: its text, then its time (day month year, hour:minute) or "Sending…". */
export function MessageBubble({
  text,
  date,
  author,
  mine,
  pending,
  removed,
  reportId,
  warning,
  attachments,
  messageId,
  target,
  edited,
  deleted,
  menu,
  editor,
  below,
}: MessageBubbleProps) {
  const bubble = (
    <Box
      className={classes.bubble}
      data-mine={mine || undefined}
      data-pending={pending || undefined}
      data-removed={removed || deleted || undefined}
      data-editing={editor ? true : undefined}
      data-message={messageId}
      data-target={target || undefined}
      tabIndex={target ? -1 : undefined}
    >
      <VisuallyHidden>{`${author}: `}</VisuallyHidden>
      {attachments && attachments.length > 0 && <MessageAttachments attachments={attachments} />}
      {editor ?? (text && <span>{text}</span>)}
      <span className={classes.bubbleMeta}>
        {pending ? 'Sending…' : <time dateTime={date}>{formatDate(date, { time: true })}</time>}
        {edited && !deleted && <span className={classes.edited}>· edited</span>}
        {menu}
        {reportId !== undefined && !warning && (
          <ReportButton
            subject={{ target: 'message', id: reportId, what: 'this message' }}
            compact="small"
          />
        )}
      </span>
    </Box>
  );
  if (!warning && !below) return bubble;
  return (
    <Box className={classes.warned} data-mine={mine || undefined}>
      {bubble}
      {below}
      {warning && (
        <Group gap={6} wrap="nowrap" align="center" className={classes.warning} role="note">
          <IconAlertTriangle size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="xs" fw={600}>
            {OFF_PLATFORM_NOTICE}
          </Text>
          {reportId !== undefined && (
            <ReportButton subject={{ target: 'message', id: reportId, what: 'this message' }} />
          )}
        </Group>
      )}
    </Box>
  );
}
