import type { ReactNode } from 'react';
import { Grid, Paper, Text, Title } from '@mantine/core';

interface FormSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled part of a long form: the explanation beside the fields on wide screens, above them on phones. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Grid gap={{ base: 'sm', md: 'xl' }} component="section" aria-label={title}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {children}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
