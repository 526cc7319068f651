import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
});
