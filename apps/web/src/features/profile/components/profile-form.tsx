import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileUpdateRequestSchema } from '@circa/contract/identity.schema';
import type { User } from '@circa/contract/identity.schema';
import { useSession } from '../../../lib/session';
import { FormTextField } from '../../../ui/form-text-field';
import { ReadOnlyField } from '../../../ui/read-only-field';
import { useAutosave } from '../../../ui/use-autosave';
import type { AutosaveStatus } from '../../../ui/use-autosave';
import { saveProfile } from '../api/profile-api';
import { changedValidFields, profileValues } from '../hooks/profile-changes';
import type { ProfileValues } from '../hooks/profile-changes';

/** Profile autosave delay in ms (document 1 §9). */
export const profileAutosaveDelay = 2000;

const formSchema = profileUpdateRequestSchema.required();

const statusText: Record<AutosaveStatus, string> = {
  idle: '',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'All changes saved',
  error: 'Not saved yet: your changes are kept and saved with your next edit.',
};

/**
 * The profile fields (document 1 §2.9). Edits save 2 s after the last change; only valid values
 * are sent, and what the user typed stays in the boxes whatever the server answers.
 */
export function ProfileForm({ user }: { user: User }) {
  const { updateUser } = useSession();
  const saved = useRef<ProfileValues>(profileValues(user));
  const form = useForm({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: profileValues(user),
  });

  const autosave = useAutosave(async (values: ProfileValues) => {
    const changes = changedValidFields(values, saved.current);
    if (Object.keys(changes).length === 0) return;
    const updated = await saveProfile(changes);
    saved.current = { ...saved.current, ...changes };
    updateUser(updated);
  }, profileAutosaveDelay);
  const { schedule } = autosave;

  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => {
      schedule({
        FirstName: values.FirstName ?? '',
        LastName: values.LastName ?? '',
        Company: values.Company ?? '',
        Address: values.Address ?? '',
        Phone: values.Phone ?? '',
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, schedule]);

  return (
    <Box
      component="form"
      noValidate
      aria-describedby="profile-save-status"
      onSubmit={(event) => event.preventDefault()}
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormTextField
          control={form.control}
          name="FirstName"
          label="Name"
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={form.control}
          name="LastName"
          label="Last Name"
          autoComplete="family-name"
          required
        />
      </Box>
      <FormTextField
        control={form.control}
        name="Company"
        label="Organisation"
        autoComplete="organization"
        helperText="The company you work for, as others see it. Memberships are listed below."
      />
      <FormTextField
        control={form.control}
        name="Address"
        label="Organisation Address"
        autoComplete="street-address"
      />
      <FormTextField
        control={form.control}
        name="Phone"
        label="Organisation Phone"
        type="tel"
        autoComplete="tel"
      />
      <ReadOnlyField
        label="Organisation Email"
        value={user.Username}
        helperText="Your sign-in email cannot be changed."
      />
      <Typography
        id="profile-save-status"
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{
          minHeight: 24,
          mt: 1,
          color: autosave.status === 'error' ? 'error.main' : 'text.secondary',
        }}
      >
        {statusText[autosave.status]}
      </Typography>
    </Box>
  );
}
