import type { ImageEncoder } from './process-team-photo';
import { fitWithin } from './fit-within';

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file could not be read as an image.'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The browser side of the photo rules: draw at the fitted size on a canvas, export JPEG. */
export const canvasImageEncoder: ImageEncoder = async (file, maxPx, quality) => {
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, maxPx);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  // JPEG has no transparency: paint white first so transparent PNG areas do not turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/jpeg',
      quality,
    );
  });
};
