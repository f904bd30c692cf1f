import { describe, expect, it } from 'vitest';
import { hasDisclosure, postLinkOf } from './proof';

describe('postLinkOf', () => {
  it.each([
    ['https://www.instagram.com/p/C9abc_12-x/', { platform: 'instagram', id: 'C9abc_12-x' }],
    ['https://instagram.com/reel/DAbc123/?igsh=xyz', { platform: 'instagram', id: 'DAbc123' }],
    ['https://www.instagram.com/tv/B1tv/', { platform: 'instagram', id: 'B1tv' }],
    [
      'https://www.instagram.com/Ana.Makes/reel/DAbc123/',
      { platform: 'instagram', id: 'DAbc123', username: 'ana.makes' },
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      { platform: 'youtube', id: 'dQw4w9WgXcQ' },
    ],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', { platform: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', { platform: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', { platform: 'youtube', id: 'dQw4w9WgXcQ' }],
    [
      'https://www.tiktok.com/@Ana.Makes/video/7301234567890123456?lang=en',
      { platform: 'tiktok', id: '7301234567890123456', username: 'ana.makes' },
    ],
  ])('reads %s', (url, expected) => {
    expect(postLinkOf(url)).toEqual(expected);
  });

  it.each([
    'https://example.com/p/abc/',
    'https://www.instagram.com/ana.makes/',
    'https://www.instagram.com/a/b/p/abc/',
    'https://www.youtube.com/@ana',
    'https://www.youtube.com/watch?v=short',
    'https://vm.tiktok.com/ZMabc/',
    'https://www.tiktok.com/@ana/photo/123',
    'https://instagram.com.evil.example/p/abc/',
    'ftp://www.instagram.com/p/abc/',
    'not a link',
  ])('leaves %s unsupported', (url) => {
    expect(postLinkOf(url)).toBeUndefined();
  });
});

describe('hasDisclosure', () => {
  it.each([
    'New serum day ✨ #ad',
    '#AD love this',
    'Thanks @brand! #Sponsored',
    '#paidpartnership with @brand',
    'Paid partnership with Brand',
    'Sponsored by Brand',
    'Mi rutina #publicidad',
    'Colaboración pagada con @marca',
    'Minha rotina #publi',
    'Parceria paga com @marca',
    'Ma routine #Publicité',
    'Partenariat rémunéré avec @marque',
    'Meine Routine #Werbung',
    '#Anzeige | Danke @marke',
    'Bezahlte Partnerschaft mit @marke',
    'Rutinim #reklam',
    '#işbirliği @marka',
    '#İŞBİRLİĞİ @marka',
    'Ücretli ortaklık: @marka',
  ])('counts %s', (caption) => {
    expect(hasDisclosure(caption)).toBe(true);
  });

  it.each([
    '',
    'My #adventure in Lisbon',
    '#adidas drop today',
    'I bought this myself, no ad here',
    'read the #advertising history book',
    'the pub was great',
    'reklamation form',
    '#werbungfrei? never',
    'a partnership of friends',
    '#publication day',
  ])('does not count %s', (caption) => {
    expect(hasDisclosure(caption)).toBe(false);
  });
});
