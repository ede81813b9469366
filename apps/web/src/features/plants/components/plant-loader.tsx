import type { ReactNode } from 'react';
import type { PlantDetails } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { usePlant } from '../api/get-plant';

interface PlantLoaderProps {
  id: number;
  children: (plant: PlantDetails) => ReactNode;
}

/** Loads one plant; a refusal shows the server's message (a plant one may not see answers 404). */
export function PlantLoader({ id, children }: PlantLoaderProps) {
  const query = usePlant(id);
  if (!Number.isInteger(id) || id <= 0) return <ErrorView message="Plant not found." />;
  if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) {
    return <ErrorView message={query.error.message} />;
  }
  return <PageLoader query={query}>{children}</PageLoader>;
}
