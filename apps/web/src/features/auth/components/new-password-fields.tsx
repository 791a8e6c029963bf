import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormPasswordField } from '../../../ui/form-text-field';

/** A form with the new-password pair (`passwordPairSchema`). */
type PasswordPair = FieldValues & { password: string; confirmPassword: string };

/** 'Password' and 'Confirm Password' for a new password (registration and recovery, doc 1 §2.7–2.8). */
export function NewPasswordFields<T extends PasswordPair>({ control }: { control: Control<T> }) {
  return (
    <>
      <FormPasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label="Password"
        autoComplete="new-password"
        required
        autoFocus
      />
      <FormPasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label="Confirm Password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
