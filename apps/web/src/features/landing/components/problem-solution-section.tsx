import { Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { nlLanding } from '../../../i18n/nl-landing.ts';
import { SectionHeading } from './section-heading.tsx';

const { problem, solution } = nlLanding;

export function ProblemSolutionSection() {
  return (
    <Box py={{ base: 56, md: 88 }} bg="gray.0">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }}>
          <Stack component="section" aria-labelledby="problem-title" gap="lg">
            <SectionHeading id="problem-title" eyebrow={problem.heading} title={problem.title} />
            <List
              spacing="md"
              icon={
                <ThemeIcon color="orange" variant="light" radius="xl" size={28}>
                  <IconAlertCircle aria-hidden size={16} />
                </ThemeIcon>
              }
            >
              {problem.points.map((point) => (
                <List.Item key={point}>
                  <Text c="gray.8">{point}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Paper
            component="section"
            aria-labelledby="solution-title"
            p={{ base: 'lg', md: 36 }}
            radius="lg"
            withBorder
          >
            <Stack gap="lg">
              <SectionHeading id="solution-title" eyebrow={solution.heading} title={solution.title} />
              <Text c="gray.8">{solution.text}</Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color="teal.8" radius="xl" size={24}>
                    <IconCheck aria-hidden size={14} />
                  </ThemeIcon>
                }
              >
                {solution.points.map((point) => (
                  <List.Item key={point}>
                    <Text c="gray.8">{point}</Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
