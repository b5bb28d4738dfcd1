import { z } from 'zod';

export const sport = z.object({ id: z.number(), name: z.string(), icon: z.string().nullable() });
export type Sport = z.infer<typeof sport>;
