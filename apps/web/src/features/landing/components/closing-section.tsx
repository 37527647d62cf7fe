import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { nlLanding } from '../../../i18n/nl-landing.ts';

const { closing } = nlLanding;

export function ClosingSection() {
  return (
    <Box component="section" aria-labelledby="closing-title" py={{ base: 48, md: 72 }} bg="brand.8">
      <Container size="lg">
        <Group justify="space-between" gap="lg">
          <Stack gap={6} maw={640}>
            <Title id="closing-title" order={2} c="white" fz={{ base: 24, md: 30 }}>
              {closing.title}
            </Title>
            <Text c="brand.0">{closing.text}</Text>
          </Stack>
          <Button component={Link} to="/register" size="md" variant="white" color="brand.8">
            {closing.action}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
