import { Button, Checkbox, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { saveAs } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

const t = nlSecurity.twoFactor.recoveryCodes;

/**
 * The 10 recovery codes, shown this once: copy, download, and 'Klaar' only after the person says they kept them.
 * The heading takes the focus, so a screen reader starts at the codes.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [kept, setKept] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const text = codes.join('\n');

  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  const download = () =>
    saveAs(new Blob([`${t.fileHeading}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }), t.fileName);

  return (
    <Stack gap="md">
      <Title order={3} fz="md" ref={heading} tabIndex={-1}>
        {t.title}
      </Title>
      <Text size="sm">{t.intro}</Text>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label={t.listLabel}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconCopy aria-hidden size={16} />} onClick={copy}>
          {t.copy}
        </Button>
        <Button variant="default" leftSection={<IconDownload aria-hidden size={16} />} onClick={download}>
          {t.download}
        </Button>
      </Group>
      <Checkbox label={t.saved} checked={kept} onChange={(event) => setKept(event.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button disabled={!kept} onClick={onDone}>
          {t.done}
        </Button>
      </Group>
    </Stack>
  );
}
