import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Under a login or registration form: the way to the other one ('Nog geen account? Registreer je bedrijf'). */
export function AuthSwitchLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {prompt}{' '}
      <Anchor component={Link} to={to} size="sm">
        {label}
      </Anchor>
    </Text>
  );
}
