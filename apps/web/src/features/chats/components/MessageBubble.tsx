import { Box, VisuallyHidden } from '@mantine/core';
import { ReportButton } from '../../../components/ReportButton';
import { formatDate } from '@partnerly/shared';
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
}: MessageBubbleProps) {
  return (
    <Box
      className={classes.bubble}
      data-mine={mine || undefined}
      data-pending={pending || undefined}
      data-removed={removed || undefined}
    >
      <VisuallyHidden>{`${author}: `}</VisuallyHidden>
      <span>{text}</span>
      <span className={classes.bubbleMeta}>
        {pending ? 'Sending…' : <time dateTime={date}>{formatDate(date, { time: true })}</time>}
        {reportId !== undefined && (
          <ReportButton
            subject={{ target: 'message', id: reportId, what: 'this message' }}
            compact="small"
          />
        )}
      </span>
    </Box>
  );
}
