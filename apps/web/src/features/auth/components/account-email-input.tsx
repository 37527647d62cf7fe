import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { nl } from '../../../i18n/nl.ts';

/** The e-mail address of one's own account, as the login, registration and reset forms ask it. */
export function AccountEmailInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput label={nl.auth.emailLabel} type="email" autoComplete="email" required {...props} />;
}
