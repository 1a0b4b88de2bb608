import type { FastifyRequest } from 'fastify';
import { assertSafeField } from '../plugins/safe-text.js';
import { AppError } from './app-error.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { filename: string; data: Buffer }>;
}

/**
 * Reads a whole multipart form into memory with hard limits: files over `maxFileBytes` are a 413
 * before they are buffered further, and unexpected file fields are refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: {
    maxFileBytes: number;
    fileFields: string[];
    /** The 413 message for a file over the limit, when the feature has its own wording. */
    tooLarge?: (fileName: string) => string;
  },
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: {} };
  const parts = request.parts({
    limits: {
      fileSize: opts.maxFileBytes,
      files: opts.fileFields.length,
      fields: 20,
      fieldSize: 100_000,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        assertSafeField(part.fieldname, part.value);
        form.fields[part.fieldname] = part.value;
      }
      continue;
    }
    if (!opts.fileFields.includes(part.fieldname)) {
      part.file.resume();
      throw AppError.badRequest(`Unexpected file field "${part.fieldname}".`);
    }
    const data = await part.toBuffer().catch((e: unknown) => {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          opts.tooLarge?.(part.filename) ??
            `The file is larger than ${Math.round(opts.maxFileBytes / 1_048_576)} MB.`,
        );
      }
      throw e;
    });
    assertSafeField(`${part.fieldname}/filename`, part.filename);
    form.files[part.fieldname] = { filename: part.filename, data };
  }
  return form;
}
