import { Stack, Text, Title } from '@mantine/core';

/** Eyebrow plus title of a landing section; the title names the section for assistive technology. */
export function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <Stack gap={6} maw={680}>
      <Text size="sm" fw={700} tt="uppercase" c="brand.7" style={{ letterSpacing: '0.06em' }}>
        {eyebrow}
      </Text>
      <Title id={id} order={2} fz={{ base: 26, md: 32 }} c="brand.9">
        {title}
      </Title>
    </Stack>
  );
}
