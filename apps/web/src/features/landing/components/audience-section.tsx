import { Box, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory2, IconCrane, IconTruck } from '@tabler/icons-react';
import { nlLanding } from '../../../i18n/nl-landing.ts';
import { SectionHeading } from './section-heading.tsx';

const { audience } = nlLanding;
const SECTOR_ICONS = [IconCrane, IconBuildingFactory2, IconTruck];

/** SPEC.md section 1: construction, industry and logistics; suppliers and clients. */
export function AudienceSection() {
  return (
    <Box component="section" aria-labelledby="audience-title" py={{ base: 56, md: 88 }} bg="gray.0">
      <Container size="lg">
        <Stack gap={40}>
          <SectionHeading id="audience-title" eyebrow={audience.heading} title={audience.title} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {audience.sectors.map((sector, index) => {
              const Icon = SECTOR_ICONS[index];
              return (
                <Paper key={sector.title} p="lg" radius="lg" withBorder>
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={40} radius="md" color="brand.8">
                      <Icon aria-hidden size={22} />
                    </ThemeIcon>
                    <Stack gap={4}>
                      <Title order={3} fz="md">
                        {sector.title}
                      </Title>
                      <Text size="sm" c="gray.7">
                        {sector.text}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {[audience.roles.suppliers, audience.roles.clients].map((role) => (
              <Box key={role.title} pl="lg" style={{ borderLeft: '3px solid var(--mantine-color-brand-6)' }}>
                <Title order={3} fz="md">
                  {role.title}
                </Title>
                <Text c="gray.7" mt={4}>
                  {role.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
