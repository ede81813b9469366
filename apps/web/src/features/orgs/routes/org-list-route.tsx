import { Group } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { messages, type OrgListItem } from '@envirotrack/shared';
import { ListFrame, rowNumberColumn, type ListColumn } from '../../../components/list-frame';
import { ExportMenu } from '../../../components/export-menu';
import { PageFrame } from '../../../components/page-frame';
import { RowLink } from '../../../components/row-link';
import { organisationExportPath, useOrganisationPage } from '../api/get-organisation-page';
import { OrgListToolbar } from '../components/org-list-toolbar';
import { OrganisationLogo } from '../components/organisation-logo';
import { useOrgListParams } from '../components/use-org-list-params';
import { orgPaths } from '../org-paths';

const columns: ListColumn<OrgListItem>[] = [
  rowNumberColumn(),
  {
    key: 'orgName',
    label: 'Organisation name',
    sortable: true,
    render: (org) => (
      <Group gap="sm" wrap="nowrap">
        <OrganisationLogo name={org.orgName} logoUrl={org.orgLogoDetails[0]?.imageURL ?? null} size={32} />
        <RowLink to={orgPaths.details(org.orgId)}>{org.orgName}</RowLink>
      </Group>
    ),
  },
  {
    key: 'open',
    label: '',
    width: 48,
    render: () => <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden="true" />,
  },
];

/** `/org`: the organisations, searched by name, sorted by name, 20 a page (L1 only). */
export function OrgListRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useOrgListParams();
  const list = useOrganisationPage(params);

  return (
    <PageFrame
      title="Organisations"
      actions={<ExportMenu path={organisationExportPath(params)} fallbackName="organisations" />}
    >
      <OrgListToolbar search={params.search} onSearchChange={(search) => setParams({ search, page: 1 })} />
      <ListFrame
        columns={columns}
        rows={list.data?.rows}
        rowKey={(org) => org.orgId}
        totalCount={list.data?.totalCount ?? 0}
        page={params.page}
        onPageChange={(page) => setParams({ page })}
        sort={{ key: 'orgName', ascending: params.isAsc }}
        onSortChange={(sort) => setParams({ isAsc: sort.ascending, page: 1 })}
        emptyMessage={messages.noOrganisations}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        onRowClick={(org) => void navigate(orgPaths.details(org.orgId))}
        minWidth={300}
      />
    </PageFrame>
  );
}
