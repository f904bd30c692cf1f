import { useState } from 'react';

import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';

import { useQueryClient } from '@tanstack/react-query';

import { DISPUTE_LIMITS, disputeCaseSchema, formatDate, type DisputeCase } from '@partnerly/shared';
import type { DisputePartProps } from './dispute-part';

import { FormAlert } from '../../../components/FormAlert';

import { CaseFiles } from '../../../domains/deals/CaseFiles';

import { dealsKey } from '../../../domains/deals/deals';

import { useFormSubmit, useSchemaForm } from '../../../lib/forms';

import { stateDisputeCase } from '../api/state-dispute-case';

/** Both sides' cases: the viewer's own editable while the dispute is open, the other's read. */
export function DisputeCases({ order, side, view }: DisputePartProps) {
  const otherSide = side === 'buyer' ? 'seller' : 'buyer';
  const otherName = order[otherSide] ?? 'The other member';
  const mine = view.cases[side];
  const theirs = view.cases[otherSide];
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const filesOf = (of: 'buyer' | 'seller') => view.files.filter((file) => file.side === of);

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Title order={3} fz="md">
          Your case
        </Title>
        {mine && !editing ? (
          <>
            <CaseText found={mine} />
            <Button
              variant="light"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setEditing(true)}
            >
              Edit your case
            </Button>
          </>
        ) : (
          <CaseForm
            orderId={order.id}
            current={mine?.text ?? ''}
            onDone={() => setEditing(false)}
            onCancel={mine ? () => setEditing(false) : undefined}
          />
        )}
        <CaseFiles
          orderId={order.id}
          files={filesOf(side)}
          label="Your files"
          onAdded={
            view.open ? () => queryClient.invalidateQueries({ queryKey: dealsKey }) : undefined
          }
        />
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="md">
          {`${otherName}'s case`}
        </Title>
        {theirs ? (
          <CaseText found={theirs} />
        ) : (
          <Text size="sm" c="gray.7">
            {otherName} has not stated their case yet.
          </Text>
        )}
        <CaseFiles orderId={order.id} files={filesOf(otherSide)} label={`${otherName}'s files`} />
      </Stack>
    </Stack>
  );
}

function CaseText({ found }: { found: DisputeCase }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {found.text}
      </Text>
      <Text size="xs" c="gray.7">
        Updated {formatDate(found.updated_at, { time: true })}
      </Text>
    </>
  );
}

function CaseForm({
  orderId,
  current,
  onDone,
  onCancel,
}: {
  orderId: number;
  current: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<{ text: string }>(disputeCaseSchema, {
    mode: 'controlled',
    initialValues: { text: current },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async ({ text }) => {
    await stateDisputeCase(orderId, text);
    await queryClient.invalidateQueries({ queryKey: dealsKey });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="What happened, and what you ask for"
          description="Partnerly and the other member read it. Add photos or PDFs below."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={DISPUTE_LIMITS.caseText}
          required
          {...form.getInputProps('text')}
        />
        <FormAlert messages={formError ? [formError] : []} />
        <Group gap="sm">
          <Button type="submit" size="sm" loading={busy}>
            Save your case
          </Button>
          {onCancel && (
            <Button variant="default" size="sm" onClick={onCancel}>
              Back
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
