import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { PlantForm } from '../components/plant-form';
import { PlantLoader } from '../components/plant-loader';
import { useTileUrl } from '../components/use-tile-url';
import { plantPaths } from '../plant-paths';

/** `/maintenance/update/{id}`: Update Plant (L1, L2); Cancel and a saved update return to the list. */
export function PlantUpdateRoute() {
  const session = useSession();
  const tileUrl = useTileUrl();
  const id = Number(useParams().id);
  if (!session) return null;

  return (
    <PageFrame title="Update Plant" backTo={plantPaths.list}>
      <PlantLoader id={id}>
        {(plant) => <PlantForm key={plant.id} session={session} plant={plant} tileUrl={tileUrl} />}
      </PlantLoader>
    </PageFrame>
  );
}
