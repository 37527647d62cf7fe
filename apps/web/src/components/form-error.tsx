import { Alert } from '@mantine/core';
import { IconAlert } from './icons.tsx';

/** A form-level message (server error or generic failure), announced when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
      {message}
    </Alert>
  );
}
