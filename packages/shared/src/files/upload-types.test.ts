import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, uploadTooLargeMessage } from './upload-types';

const MB = 1024 * 1024;

describe('UPLOAD_TYPES (docs/PRODUCT.md section 9: upload limits)', () => {
  it('when a type is looked up, then images take 2 MB, documents 20 MB, ZIP and MP4 50 MB', () => {
    const limits = Object.values(UPLOAD_TYPES).map((type) => [type.extension, type.maxBytes / MB]);

    expect(Object.fromEntries(limits)).toEqual({
      jpg: 2,
      png: 2,
      webp: 2,
      pdf: 20,
      doc: 20,
      docx: 20,
      zip: 50,
      mp4: 50,
    });
    expect(MAX_UPLOAD_BYTES).toBe(50 * MB);
  });

  it('when a file is over its limit, then the refusal names its type, its size and the limit', () => {
    const pdf = UPLOAD_TYPES['application/pdf']!;

    expect(uploadTooLargeMessage(pdf, 21.34 * MB)).toBe(
      'This PDF file is 21.3 MB; the limit is 20 MB.',
    );
  });
});
