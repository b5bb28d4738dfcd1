import { z } from 'zod';

/** Every error the API returns has this body (ARCHITECTURE rule 3). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
