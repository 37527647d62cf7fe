import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { IconCheck } from '../../../components/icons.tsx';
import { nl } from '../../../i18n/nl.ts';

/** The end of a reset or change: the confirmation, announced, and the way back to login. */
export function PasswordSaved({ message }: { message: string }) {
  return (
    <>
      <Alert color="teal" variant="light" icon={<IconCheck />} role="status">
        {message}
      </Alert>
      <Button component={Link} to="/login">
        {nl.common.toLogin}
      </Button>
    </>
  );
}
