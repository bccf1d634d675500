import { describe, expect, it } from 'vitest';
import { toDirectImageUrl } from './direct-image-url';

const ID = '1AbC-dEf_GhIjKlMnOpQrStUvWxYz0123';
const DIRECT = `https://drive.google.com/uc?export=view&id=${ID}`;

describe('toDirectImageUrl', () => {
  it.each([
    `https://drive.google.com/file/d/${ID}/view?usp=sharing`,
    `https://drive.google.com/file/d/${ID}/view`,
    `https://drive.google.com/file/d/${ID}/edit?usp=drive_link`,
    `https://drive.google.com/file/d/${ID}`,
    `https://drive.google.com/open?id=${ID}`,
    `https://drive.google.com/uc?id=${ID}&export=download`,
    `https://drive.google.com/uc?export=download&id=${ID}`,
    `  https://drive.google.com/file/d/${ID}/view?usp=sharing  `,
    `http://drive.google.com/open?id=${ID}`,
  ])('when given the share link %s, then it returns the direct image link', (link) => {
    expect(toDirectImageUrl(link)).toBe(DIRECT);
  });

  it('when given the direct link already, then it returns it unchanged', () => {
    expect(toDirectImageUrl(DIRECT)).toBe(DIRECT);
  });

  it.each([
    '',
    '/api/files/65a1b2c3d4e5f60718293a4b',
    'https://example.com/photo.jpg',
    'https://drive.google.com/drive/folders/1AbCdEfGhIjKl',
    'https://drive.google.com/open?id=',
    'https://drive.google.com/open?id=<script>',
    'https://drive.google.com.evil.example/file/d/1AbCdEfGhIjKl/view',
    'ftp://drive.google.com/file/d/1AbCdEfGhIjKl/view',
    'not a url at all',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('when given %j, which is not a Drive file link, then it returns it unchanged', (value) => {
    expect(toDirectImageUrl(value)).toBe(value);
  });
});
