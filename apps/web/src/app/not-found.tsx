import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@envirotrack/shared';

export function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={800} c="green.6" lh={1}>
          404
        </Text>
        <Title order={2}>This page does not exist</Title>
        <Text c="dimmed">The address may be mistyped, or the page may have moved.</Text>
        <Button component={Link} to={paths.home} mt="md">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
