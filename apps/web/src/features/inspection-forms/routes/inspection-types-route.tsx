import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { IconBuildingFactory2, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ALL_ORGANISATIONS, FACILITY_TYPES, PERMIT_TYPES, type FacilityType } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { FullLoader } from '../../../components/page-loader';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { useInspectionTypes } from '../api/get-inspection-types';
import { PermitBox } from '../components/permit-box';
import { formPaths } from '../form-paths';

const DEFAULT_FACILITY: FacilityType = 'Ready Mix';
const isFacilityType = (value: string | null): value is FacilityType =>
  FACILITY_TYPES.some((type) => type === value);

/** `/inspection-types`: the forms of a facility type by permit type and frequency (L1, L2). */
export function InspectionTypesRoute() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('facilityType');
  const facilityType = isFacilityType(requested) ? requested : DEFAULT_FACILITY;
  const list = useInspectionTypes(session?.orgId ?? ALL_ORGANISATIONS, facilityType);

  const choose = (value: string | null) => {
    if (!isFacilityType(value)) return;
    setSearchParams(value === DEFAULT_FACILITY ? {} : { facilityType: value }, { replace: true });
  };

  return (
    <PageFrame title="Inspection Types">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Facility Type"
          data={FACILITY_TYPES}
          value={facilityType}
          onChange={choose}
          allowDeselect={false}
          leftSection={<IconBuildingFactory2 size={16} />}
          w={{ base: '100%', xs: 280 }}
        />
        <Button component={Link} to={formPaths.create} leftSection={<IconPlus size={16} />}>
          Add Inspection
        </Button>
      </Group>
      {list.isPending ? (
        <FullLoader />
      ) : list.isError ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={list.isFetching}
        >
          {PERMIT_TYPES.map((permitType) => (
            <PermitBox key={permitType} permitType={permitType} forms={list.data[permitType]} />
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
