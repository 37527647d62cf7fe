import { Text } from '@mantine/core';
import { useMomentPassed } from '../../../lib/use-moment-passed.ts';
import { accessLine } from '../access-line.ts';

/** A guest's access in the member list: until when it runs, or (in red) that it has ended; it turns when it ends. */
export function AccessLine({ tokenExpiresAt }: { tokenExpiresAt: string }) {
  const expired = useMomentPassed(tokenExpiresAt);
  return (
    <Text size="xs" c={expired ? 'red.9' : 'dimmed'} fw={expired ? 600 : undefined}>
      {accessLine(tokenExpiresAt)}
    </Text>
  );
}
