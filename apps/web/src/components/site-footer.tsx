import { Anchor, Group, Text } from '@mantine/core';
import { privacyUrl, supportEmail } from '../lib/config';

export function SiteFooter() {
  return (
    <Group
      component="footer"
      justify="space-between"
      gap="xs"
      px="md"
      py="sm"
      className="no-print"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} EnviroTrack
      </Text>
      <Group gap="lg">
        <Anchor href={`mailto:${supportEmail}`} size="xs" c="dimmed">
          Contact us
        </Anchor>
        <Anchor href={privacyUrl} target="_blank" rel="noopener" size="xs" c="dimmed">
          Privacy Policy
        </Anchor>
      </Group>
    </Group>
  );
}
