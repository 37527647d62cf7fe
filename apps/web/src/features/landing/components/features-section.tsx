import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFiles, IconFolder, IconMessages } from '@tabler/icons-react';
import { nlLanding } from '../../../i18n/nl-landing.ts';
import { SectionHeading } from './section-heading.tsx';

const { features } = nlLanding;

/** SPEC.md section 1: the landing page names three features. */
const FEATURES = [
  { key: 'dossiers', icon: IconFolder, ...features.dossiers },
  { key: 'chat', icon: IconMessages, ...features.chat },
  { key: 'documents', icon: IconFiles, ...features.documents },
];

export function FeaturesSection() {
  return (
    <Box component="section" id="functies" aria-labelledby="features-title" py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <Stack gap={40}>
          <SectionHeading id="features-title" eyebrow={features.heading} title={features.title} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {FEATURES.map(({ key, icon: Icon, title, text }) => (
              <Card key={key} withBorder radius="lg" padding="xl">
                <Stack gap="md">
                  <ThemeIcon size={48} radius="md" variant="light">
                    <Icon aria-hidden size={26} />
                  </ThemeIcon>
                  <Title order={3} fz="lg">
                    {title}
                  </Title>
                  <Text c="gray.7">{text}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
