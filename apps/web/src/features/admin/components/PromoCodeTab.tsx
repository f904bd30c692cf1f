import { Divider, Stack, Textarea, Title } from '@mantine/core';
import { usePromoTemplate } from '../hooks/use-promo-template';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminListView } from './AdminListView';
import { CreatePromoForm } from './CreatePromoForm';
import { PromoCodeItem } from './PromoCodeItem';

/** PromoCode: create a lifetime code, copy a code inside a message template, delete codes. */
export function PromoCodeTab() {
  const state = useAdminList('promo_codes');
  const [template, setTemplate] = usePromoTemplate();

  return (
    <Stack gap="lg">
      <section aria-labelledby="create-promo-title">
        <Title order={3} fz="lg" mb="sm" id="create-promo-title">
          Create a code
        </Title>
        <CreatePromoForm onCreated={state.prepend} />
      </section>
      <Divider />
      <section aria-labelledby="promo-codes-title">
        <Title order={3} fz="lg" mb="sm" id="promo-codes-title">
          Codes
        </Title>
        <Stack gap="md">
          <Textarea
            label="Message template"
            description="Clicking a code copies this text with every * replaced by the code."
            autosize
            minRows={2}
            maxRows={6}
            value={template}
            onChange={(event) => setTemplate(event.currentTarget.value)}
          />
          <AdminListView state={state} label="Promo codes" empty="No promo codes yet.">
            {(promo) => (
              <PromoCodeItem
                key={promo.id}
                promo={promo}
                template={template}
                onDeleted={() => state.remove(promo.id)}
              />
            )}
          </AdminListView>
        </Stack>
      </section>
    </Stack>
  );
}
