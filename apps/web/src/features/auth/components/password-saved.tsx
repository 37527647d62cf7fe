import { Alert, Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nl } from '../../../i18n/nl.ts';

/** The end of a reset or change: the confirmation, announced, and the way back to login. */
export function PasswordSaved({ message }: { message: string }) {
  return (
    <>
      <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} role="status">
        {message}
      </Alert>
      <Button component={Link} to="/login">
        {nl.common.toLogin}
      </Button>
    </>
  );
}
