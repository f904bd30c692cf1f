import { Image, Input, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { z } from 'zod';
import { AD_IMAGE_SIZE, LIMITS, adSchema } from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { ModalFormActions } from '../../../../components/ModalFormActions';
import { ImageCropPicker } from '../../../../components/ImageCropPicker';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';
import { addAd } from '../../api/add-ad';
import { useUpdateOwnProfile, withAdded } from '../../api/profile-cache';

/** The shared rule, with an empty image or price reported as missing (not read as 0). */
const adFormSchema = adSchema.extend({
  pp: z.string().min(1, 'Choose an image.').pipe(adSchema.shape.pp),
  cpm: z.preprocess((value) => (value === '' ? undefined : value), adSchema.shape.cpm),
});

/** The price field holds '' while empty, a number once typed. */
type AdFormValues = z.input<typeof adFormSchema>;

const initialValues: AdFormValues = { pp: '', title: '', text: '', cpm: '' };

/** Add Advertisement: title, explanation, price per 1,000 views and a square image. */
export function AddAdModal({ opened, onClose }: ModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Add Advertisement" size="lg">
      <AddAdForm onDone={onClose} />
    </AppModal>
  );
}

function AddAdForm({ onDone }: { onDone: () => void }) {
  const updateProfile = useUpdateOwnProfile();
  const form = useSchemaForm<AdFormValues>(adFormSchema, { mode: 'controlled', initialValues });
  const requestClose = useUnsavedChanges(form.isDirty);
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const added = await addAd({ ...values, cpm: Number(values.cpm) });
    updateProfile((user) => ({ ...user, ads: withAdded(user.ads, added) }));
    onDone();
  });
  const { pp } = form.getValues();
  const imageError = form.errors.pp;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          maxLength={LIMITS.text}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Explanation"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={LIMITS.text}
          required
          {...form.getInputProps('text')}
        />
        <NumberInput
          label="Price per 1,000 views (cpm)"
          description="In dollars, up to two decimals."
          prefix="$"
          decimalScale={2}
          // A minus sign typed is kept, and the shared rule refuses it with a field error:
          // dropping it (or clamping to 0) would publish a price the user never typed.
          thousandSeparator=","
          required
          {...form.getInputProps('cpm')}
        />
        <Input.Wrapper label="Image" labelElement="div" required error={imageError}>
          <Stack gap="sm" mt={4}>
            {pp && <Image src={pp} alt="The advertisement image" w={160} h={160} radius="md" />}
            <ImageCropPicker
              chooseLabel={pp ? 'Choose another image' : 'Choose image'}
              confirmLabel="Use this image"
              outputSize={AD_IMAGE_SIZE}
              onCropped={(dataUrl) => {
                form.setFieldValue('pp', dataUrl);
                form.clearFieldError('pp');
                return true;
              }}
            />
          </Stack>
        </Input.Wrapper>
        <ModalFormActions
          formError={formError}
          busy={busy}
          onCancel={requestClose}
          submitLabel="Add advertisement"
        />
      </Stack>
    </form>
  );
}
