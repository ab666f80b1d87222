import { API_ERRORS } from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../platform/errors';

/** A file received in a multipart form, buffered in memory. */
export interface UploadedPdf {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads a multipart form: its text fields and the file sent under `pdf`, buffered in memory.
 * The 10 MB cap is enforced while streaming by @fastify/multipart (throwFileSizeLimit -> 413).
 */
export async function readPdfForm(request: FastifyRequest) {
  if (!request.isMultipart())
    throw badRequest(API_ERRORS.multipartRequired, [
      { field: 'body', message: API_ERRORS.multipartRequired },
    ]);
  const fields: Record<string, string> = {};
  let file: UploadedPdf | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input still sends a part with no name: that means "no file".
        if (part.fieldname === 'pdf' && (part.filename || data.length))
          file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const e = error as { code?: string; statusCode?: number };
    // Too large stays a 413; any other broken form is the client's fault, not a server error.
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || (e.statusCode && e.statusCode < 500)) throw error;
    throw badRequest(API_ERRORS.multipartMalformed, [
      { field: 'body', message: API_ERRORS.multipartMalformed },
    ]);
  }
  return { fields, file };
}
