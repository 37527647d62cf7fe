import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nlLanding } from '../../../i18n/nl-landing.ts';
import { DossierPreview } from './dossier-preview.tsx';

const { hero } = nlLanding;

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, md: 96 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-white) 100%)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              {hero.eyebrow}
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 32, md: 44 }} lh={1.15} c="brand.9">
              {hero.title}
            </Title>
            <Text size="lg" c="gray.8">
              {hero.text}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/register"
                size="md"
                rightSection={<IconArrowRight aria-hidden size={18} />}
              >
                {hero.primaryAction}
              </Button>
              <Button component="a" href="#functies" size="md" variant="default">
                {hero.secondaryAction}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {hero.trust}
            </Text>
          </Stack>
          <DossierPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
