import { useLocalStorage } from '@mantine/hooks';

export const PROMO_TEMPLATE_KEY = 'promo-template';
export const DEFAULT_PROMO_TEMPLATE = 'Hi! Here is your lifetime Partnerly Full Access code: *';

/** The text a clicked promo code is copied into; kept as plain text in local storage. */
export function usePromoTemplate() {
  return useLocalStorage<string>({
    key: PROMO_TEMPLATE_KEY,
    defaultValue: DEFAULT_PROMO_TEMPLATE,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => value ?? DEFAULT_PROMO_TEMPLATE,
  });
}

/** The template with every `*` replaced by the code. */
export function fillPromoTemplate(template: string, code: string): string {
  return template.replaceAll('*', code);
}
