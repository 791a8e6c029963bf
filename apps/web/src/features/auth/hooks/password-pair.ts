import { z } from 'zod';
import { newPasswordSchema } from '@circa/contract/fields.schema';
import { messages } from '@circa/contract/messages';

/**
 * A new password typed twice: strength (document 1 §5) and 'Please enter two identical
 * passwords' on the confirmation.
 */
export const passwordPairSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

export type PasswordPair = z.infer<typeof passwordPairSchema>;
