import { describe, expect, it } from 'vitest';
import { AD_IMAGE_SIZE, PICTURE_SIZE } from '@partnerly/shared';
import { imageSources } from './image-sources';

const hash = 'ab'.repeat(32);

describe('imageSources', () => {
  it('offers a picture in AVIF, WebP and JPEG up to its own 512 px', () => {
    expect(imageSources(`/media/${hash}.jpg`, PICTURE_SIZE)).toEqual({
      src: `/media/${hash}.jpg`,
      srcSet: [
        `/media/${hash}/96.jpg 96w`,
        `/media/${hash}/192.jpg 192w`,
        `/media/${hash}/384.jpg 384w`,
        `/media/${hash}.jpg 512w`,
      ].join(', '),
      sources: [
        {
          type: 'image/avif',
          srcSet: `/media/${hash}/96.avif 96w, /media/${hash}/192.avif 192w, /media/${hash}/384.avif 384w`,
        },
        {
          type: 'image/webp',
          srcSet: `/media/${hash}/96.webp 96w, /media/${hash}/192.webp 192w, /media/${hash}/384.webp 384w`,
        },
      ],
    });
  });

  it('offers an ad image up to 768 px in the modern formats and the stored 1080 px JPEG', () => {
    const sources = imageSources(`/media/${hash}.jpg`, AD_IMAGE_SIZE);
    expect(sources.sources[1]?.srcSet).toMatch(/\/768\.webp 768w$/);
    expect(sources.srcSet).toMatch(/\/768\.jpg 768w, \/media\/[0-9a-f]{64}\.jpg 1080w$/);
  });

  it('keeps the origin of an absolute address', () => {
    const sources = imageSources(`https://cdn.example/media/${hash}.jpg`, PICTURE_SIZE);
    expect(sources.sources[0]?.srcSet).toMatch(
      /^https:\/\/cdn\.example\/media\/[0-9a-f]+\/96\.avif 96w/,
    );
  });

  it.each([
    ['a data URL', 'data:image/jpeg;base64,AAAA'],
    ['another path', '/assets/default.png'],
    ['a short hash', '/media/9.jpg'],
    ['a variant address', `/media/${hash}/96.jpg`],
  ])('leaves %s as it is', (_name, url) => {
    expect(imageSources(url, PICTURE_SIZE)).toEqual({ src: url, sources: [] });
  });
});
