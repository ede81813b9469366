import { lazy, Suspense } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { can, messages, type OrganisationChoice } from '@envirotrack/shared';
import { selectedL1Logo, type Session } from '../../../lib/session';
import { useBuiltDisclosure } from '../../../lib/use-built-disclosure';
import hint from '../../../components/hint.module.css';
import { OrganisationLogo } from './organisation-logo';

// Built when first opened, and their code loaded then: not every visit's (docs/decisions.md, First load).
const OrganisationSwitchModal = lazy(() =>
  import('./organisation-switch-modal').then((m) => ({ default: m.OrganisationSwitchModal })),
);
const AccountSwitchModal = lazy(() =>
  import('./account-switch-modal').then((m) => ({ default: m.AccountSwitchModal })),
);

interface OrganisationBadgeProps {
  session: Session;
  /** The person's accounts in other organisations (from /me): they switch as L1 does. */
  otherOrganisations?: OrganisationChoice[];
}

export function OrganisationBadge({ session, otherOrganisations = [] }: OrganisationBadgeProps) {
  const [opened, { open, close }, built] = useBuiltDisclosure();
  const all = session.orgId === null;
  const name = all ? messages.allOrganisations : session.orgName;
  const logoUrl = session.orgLogoURL ?? (selectedL1Logo() || null);

  const content = (
    <Group gap={10} wrap="nowrap" miw={0}>
      <OrganisationLogo name={name} logoUrl={logoUrl} all={all} />
      <Box miw={0} visibleFrom="xs">
        {/* Below md the caption gives its line to the name, which wraps rather than being cut. */}
        <Text size="xs" c="dimmed" lh={1.2} visibleFrom="md">
          Organisation
        </Text>
        <Text
          size="sm"
          fw={600}
          lh={1.25}
          lineClamp={2}
          maw={{ base: 170, md: 240 }}
          data-testid="organisation-name"
        >
          {name}
        </Text>
      </Box>
    </Group>
  );

  const l1 = can.switchOrganisation(session.Access_Level);
  if (!l1 && otherOrganisations.length === 0) return content;

  return (
    <>
      <span className={hint.hint} data-hint="Change organisation">
        <UnstyledButton
          onClick={open}
          aria-label={`${name}: change organisation`}
          px={8}
          py={4}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <Group gap={8} wrap="nowrap">
            {content}
            <IconSelector size={16} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
      </span>
      {built && (
        <Suspense fallback={null}>
          {l1 ? (
            <OrganisationSwitchModal opened={opened} onClose={close} currentOrgId={session.orgId} />
          ) : (
            <AccountSwitchModal
              opened={opened}
              onClose={close}
              currentName={name}
              organisations={otherOrganisations}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
