import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  DELIVERABLE_KINDS,
  PACKAGE_LIMITS,
  PACKAGE_PLATFORMS,
  platformName,
  packageSchema,
  type PackageData,
  type PackageInput,
} from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { ModalFormActions } from '../../../../components/ModalFormActions';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';
import { SimilarDeals } from '../../../../domains/deals/SimilarDeals';
import { kindInTitle } from '../../../../domains/deals/rates';
import { useUserData } from '../../../../lib/user-data';
import { addPackage, packagesKey, updatePackage } from '../../api/packages';

interface PackageModalProps extends ModalProps {
  /** The package to edit; a new one when absent. */
  edited?: PackageData;
}

/** The number fields hold '' while empty (NumberInput), a number once typed. */
type PackageFormValues = Omit<PackageInput, 'price' | 'delivery_days'> & {
  price: number | '';
  delivery_days: number | '';
};

const emptyPackage: PackageFormValues = {
  title: '',
  platform: 'Instagram',
  description: '',
  price: '',
  delivery_days: '',
};

/** Add or edit a package: what is delivered, on which platform, for how much and how fast. */
export function PackageModal({ opened, onClose, edited }: PackageModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={edited ? 'Edit package' : 'Add package'}>
      <PackageForm key={edited?.id ?? 'new'} edited={edited} onDone={onClose} />
    </AppModal>
  );
}

function PackageForm({ edited, onDone }: { edited?: PackageData; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<PackageFormValues>(packageSchema, {
    mode: 'controlled',
    initialValues: edited
      ? {
          title: edited.title,
          platform: edited.platform,
          description: edited.description,
          price: edited.price,
          delivery_days: edited.delivery_days,
        }
      : emptyPackage,
  });
  const requestClose = useUnsavedChanges(form.isDirty);
  const { title, platform } = form.getValues();
  const followers = useUserData().socials.find(
    (social) => social.social_media === platform,
  )?.followers;
  const { busy, formError, onSubmit } = useFormSubmit(form, async (typed) => {
    // The schema has checked both are numbers by now.
    const values = {
      ...typed,
      price: Number(typed.price),
      delivery_days: Number(typed.delivery_days),
    };
    const saved = edited ? await updatePackage(edited.id, values) : await addPackage(values);
    queryClient.setQueryData<PackageData[]>(packagesKey, (all = []) =>
      edited ? all.map((item) => (item.id === saved.id ? saved : item)) : [...all, saved],
    );
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="1 Instagram Reel"
          maxLength={PACKAGE_LIMITS.title}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label="Platform"
          data={PACKAGE_PLATFORMS.map((value) => ({ value, label: platformName(value) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('platform')}
        />
        <Textarea
          label="What is delivered"
          placeholder="A 30-second reel with one round of changes."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={PACKAGE_LIMITS.description}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="Price (US$)"
            min={1}
            max={PACKAGE_LIMITS.price}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            required
            {...form.getInputProps('price')}
          />
          <NumberInput
            label="Delivery (days)"
            min={1}
            max={PACKAGE_LIMITS.deliveryDays}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('delivery_days')}
          />
        </SimpleGrid>
        <SimilarDeals
          platform={platform}
          what={kindInTitle(title, DELIVERABLE_KINDS)}
          followers={followers}
        />
        <ModalFormActions
          formError={formError}
          busy={busy}
          onCancel={requestClose}
          submitLabel={edited ? 'Save package' : 'Add package'}
        />
      </Stack>
    </form>
  );
}
