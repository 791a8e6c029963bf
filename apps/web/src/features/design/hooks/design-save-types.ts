import type { z } from 'zod';
import type { saveDesignResponseSchema } from '@circa/contract/design.schema';

/** What a design save answers: the resolved gross floor area and the payment state. */
export type SaveDesignResponse = z.infer<typeof saveDesignResponseSchema>;
