import { ActionIcon, Badge, Group, Image, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMapPin, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { OrgDetails } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { useOrganisation } from '../api/get-organisation';
import { OrgInfoList } from '../components/org-info-list';
import { OrganisationLogo } from '../components/organisation-logo';
import { OrgSettingsSummary } from '../components/org-settings-summary';
import { orgPaths, parseOrgId } from '../org-paths';

/** `/org/details/{id}`: Organisation Information with an edit pencil to the update form. */
export function OrgDetailsRoute() {
  const orgId = parseOrgId(useParams().id);
  return (
    <PageFrame
      title="Organisation Information"
      backTo={orgPaths.list}
      size="lg"
      actions={
        orgId && (
          <Tooltip label="Edit organisation" openDelay={300}>
            <ActionIcon
              component={Link}
              to={orgPaths.update(orgId)}
              variant="light"
              size="lg"
              aria-label="Edit organisation"
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )
      }
    >
      {orgId ? <Details orgId={orgId} /> : <ErrorView message="Organisation not found." />}
    </PageFrame>
  );
}

function Details({ orgId }: { orgId: number }) {
  const query = useOrganisation(orgId);
  return <PageLoader query={query}>{(org) => <DetailsContent organisation={org} />}</PageLoader>;
}

function DetailsContent({ organisation }: { organisation: OrgDetails }) {
  const logoUrl = organisation.orgLogoDetails[0]?.imageURL ?? null;
  const regionCount = organisation.orgRegion.length;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="md" wrap="nowrap" mb="lg">
          <OrganisationLogo name={organisation.orgName} logoUrl={logoUrl} size={56} />
          <Stack gap={2} miw={0}>
            <Title order={3} style={{ overflowWrap: 'anywhere' }}>
              {organisation.orgName}
            </Title>
            <Text size="sm" c="dimmed">
              {regionCount === 1 ? '1 region' : `${regionCount} regions`}
            </Text>
          </Stack>
        </Group>
        <OrgInfoList
          items={[
            { label: 'Name', value: organisation.orgName },
            {
              label: 'Regions',
              value: regionCount ? (
                <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {organisation.orgRegion.map((region) => (
                    <Badge
                      key={region.regionId}
                      component="li"
                      variant="light"
                      color="gray"
                      size="lg"
                      tt="none"
                      fw={500}
                      leftSection={<IconMapPin size={13} />}
                    >
                      {region.regionName}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text span inherit c="dimmed">
                  No regions
                </Text>
              ),
            },
            {
              label: 'Logo',
              alignTop: true,
              value: logoUrl ? (
                <Image
                  src={logoUrl}
                  alt={`${organisation.orgName} logo`}
                  h={96}
                  w={160}
                  fit="contain"
                  radius="sm"
                  p={6}
                  style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                />
              ) : (
                <Text span inherit c="dimmed">
                  No logo
                </Text>
              ),
            },
          ]}
        />
      </Paper>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-label="Special settings"
      >
        <Title order={3} fz="lg" mb="md">
          Special settings
        </Title>
        <OrgSettingsSummary organisation={organisation} />
      </Paper>
    </Stack>
  );
}
