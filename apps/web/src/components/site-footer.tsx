import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@envirotrack/shared';
import { privacyUrl } from '../lib/config';

interface SiteFooterProps {
  /**
   * The server's SUPPORT_EMAIL (GET /me). Without one, and before sign-in, Contact us leads to the technical
   * support form (signed-out visitors sign in first).
   */
  supportEmail?: string | null;
}

export function SiteFooter({ supportEmail = null }: SiteFooterProps) {
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
        {supportEmail ? (
          <Anchor href={`mailto:${supportEmail}`} size="xs" c="dimmed">
            Contact us
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.technicalSupport} size="xs" c="dimmed">
            Contact us
          </Anchor>
        )}
        <Anchor href={privacyUrl} target="_blank" rel="noopener" size="xs" c="dimmed">
          Privacy Policy
        </Anchor>
      </Group>
    </Group>
  );
}
