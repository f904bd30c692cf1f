import { describe, expect, it } from 'vitest';
import { linkFormSchema } from './web-forms';

describe('linkFormSchema', () => {
  it('takes a link typed without a scheme, as it will be sent with https://', () => {
    expect(linkFormSchema.parse({ link: 'my.shop/bags', text: 'Bags' }).link).toBe(
      'https://my.shop/bags',
    );
  });

  it('still refuses addresses that are not web pages', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@example.com',
      'shop',
    ]) {
      expect(linkFormSchema.safeParse({ link, text: 'x' }).success, link).toBe(false);
    }
  });
});
