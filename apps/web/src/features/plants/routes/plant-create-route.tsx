import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { PlantForm } from '../components/plant-form';
import { useTileUrl } from '../components/use-tile-url';
import { plantPaths } from '../plant-paths';

/** `/maintenance/create`: Add Plant (L2); saved, it returns to the list. */
export function PlantCreateRoute() {
  const session = useSession();
  const tileUrl = useTileUrl();
  if (!session) return null;

  return (
    <PageFrame title="Add Plant" backTo={plantPaths.list}>
      <PlantForm session={session} tileUrl={tileUrl} />
    </PageFrame>
  );
}
