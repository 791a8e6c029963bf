import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import { usernameSchema } from '@circa/contract/fields.schema';
import { PlainTextField } from '../../../ui/plain-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import { firstIssue } from './first-issue';

export interface LoginEmailStepProps {
  defaultUsername: string;
  /** Marks the field in error without text (after a failed sign-in). */
  isMarkedInError: boolean;
  isBusy: boolean;
  onNext: (username: string) => void;
  onEdit: () => void;
}

/**
 * Step 1 of sign-in: the email and NEXT (document 1 §2.6). One field, so no form library (it
 * stays out of the sign-in screen's first load): the contract's `usernameSchema` gives the
 * message on NEXT, and again on each edit once NEXT has been pressed, as the other forms do.
 */
export function LoginEmailStep({
  defaultUsername,
  isMarkedInError,
  isBusy,
  onNext,
  onEdit,
}: LoginEmailStepProps) {
  const [username, setUsername] = useState(defaultUsername);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isMarkedInError) setError('');
    input.current?.focus();
  }, [isMarkedInError]);

  function edit(typed: string) {
    setUsername(typed);
    onEdit();
    if (isSubmitted) setError(firstIssue(usernameSchema, typed).error);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const checked = firstIssue(usernameSchema, username);
    setError(checked.error);
    if (checked.error === null) onNext(checked.value);
    else input.current?.focus();
  }

  return (
    <form noValidate onSubmit={submit}>
      <PlainTextField
        name="username"
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={username}
        onChange={edit}
        error={error}
        inputRef={input}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isBusy}
        sx={{ mt: 2 }}
      >
        {isBusy ? <InlineSpinner label="Checking your email" /> : 'NEXT'}
      </Button>
    </form>
  );
}
