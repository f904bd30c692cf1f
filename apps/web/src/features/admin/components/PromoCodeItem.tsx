import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { TIMINGS, formatDate } from '@partnerly/shared';
import type { AdminPromoCode } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deletePromo } from '../api/delete-promo';
import { useAdminAction } from '../hooks/use-admin-action';
import { fillPromoTemplate } from '../hooks/use-promo-template';
import { AdminRow } from './AdminRow';
import { DeleteItemButton } from './DeleteItemButton';

interface PromoCodeItemProps {
  promo: AdminPromoCode;
  template: string;
  onDeleted: () => void;
}

/** One code: click it to copy the message template with the code in it; delete it. */
export function PromoCodeItem({ promo, template, onDeleted }: PromoCodeItemProps) {
  const { busy, run } = useAdminAction<'delete'>();
  const [confirming, confirmation] = useDisclosure(false);
  const uses = promo.amount === 1 ? '1 use left' : `${promo.amount} uses left`;
  return (
    <AdminRow>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <CopyButton
            value={fillPromoTemplate(template, promo.code)}
            timeout={TIMINGS.copyConfirmationMs}
          >
            {({ copied, copy }) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="outline"
                  color="violet.8"
                  onClick={copy}
                  title="Copy the message with this code"
                  leftSection={<IconCopy size={16} aria-hidden="true" />}
                  styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
                  h="auto"
                  mih={36}
                  py={6}
                  style={{ minWidth: 0 }}
                >
                  {promo.code}
                </Button>
                <Text size="sm" c="teal.9" fw={600} aria-live="polite" style={{ flexShrink: 0 }}>
                  {copied && (
                    <>
                      <IconCheck size={14} aria-hidden="true" /> Copied
                    </>
                  )}
                </Text>
              </Group>
            )}
          </CopyButton>
          <Text size="sm" c="gray.7">
            {promo.percent}% off · {uses} · expires {formatDate(promo.exprial_date)}
            {promo.email ? ` · for ${promo.email}` : ''}
          </Text>
        </Stack>
        <DeleteItemButton
          label={`Delete code ${promo.code}`}
          busy={busy === 'delete'}
          onClick={confirmation.open}
        />
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={confirmation.close}
        title="Delete this promo code?"
        confirmLabel="Delete code"
        onConfirm={() => void run('delete', () => deletePromo(promo.id), onDeleted)}
      >
        The code {promo.code} stops working for anyone who has not used it yet. This cannot be
        undone.
      </ConfirmDialog>
    </AdminRow>
  );
}
