import { z } from 'zod';

/** The one error shape of the API (decisions.md). */
export const apiError = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  errorCode: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;
