import { z } from 'zod';

/** The one error shape of the API (decisions.md). */
export const apiError = z
  .object({
    statusCode: z.number(),
    error: z.string(),
    message: z.string(),
    errorCode: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({
    id: 'ApiError',
    description:
      'Un error: `statusCode` repite el estado HTTP, `errorCode` lo identifica para los programas, `message` lo explica en español y `details` señala cada campo no válido',
  });
export type ApiError = z.infer<typeof apiError>;
