import type { Message } from './workspace-state';

/** Formats the analysis engine decodes (HEIC only where the server's build supports it). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;

/** Checks before any upload: an image type the engine reads, not empty, within MAX_UPLOAD MB. */
export function checkImageFile(
  file: { name: string; type: string; size: number },
  maxUploadMb: number,
): Message | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return { key: 'image.check.type', params: { name: file.name } };
  if (file.size === 0) return { key: 'image.error.emptyFile' };
  if (file.size > maxUploadMb * 1024 * 1024)
    return { key: 'image.check.size', params: { name: file.name, max: maxUploadMb } };
  return undefined;
}
