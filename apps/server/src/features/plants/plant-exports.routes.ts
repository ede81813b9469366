import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportHeaders, exportOptions, plantListParams, activeStatusLabel } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { EXPORT_PRODUCES, sendExport, type ExportColumn } from '../../lib/list-export';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import { caller } from '../../plugins/auth';
import { streamPlants, type PlantListRow } from './plants.queries';

const [H_ID, H_NAME, H_REGION, H_STATE, H_FACILITY, H_STATUS] = exportHeaders.plants;

/** The plants list's columns on screen, and the facility type. */
const columns: ExportColumn<PlantListRow>[] = [
  { header: H_ID, value: (row) => row.plantId },
  { header: H_NAME, value: (row) => row.plantName },
  { header: H_REGION, value: (row) => row.plantRegionName },
  { header: H_STATE, value: (row) => row.state },
  { header: H_FACILITY, value: (row) => row.facilityType },
  { header: H_STATUS, value: (row) => activeStatusLabel(row.Active) },
];

/**
 * GET `<plants list path>/export` (issue 17): the list's path (its page number is not read: every page is
 * exported), the format and dates in the query; the same scope and checks as the list.
 */
export function plantExportRoutes(app: FastifyInstance, db: Db) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/plantsbyregion/:region/:userId/:isAscending/:sortField/:pageNumber/:search/:status/export', {
      schema: {
        tags: ['plants'],
        summary:
          "Export of the plants list: every plant the caller may see (all pages) with the list's filters and sort, as CSV or Excel",
        problems: ['forbidden'],
        produces: EXPORT_PRODUCES,
        params: plantListParams,
        querystring: exportOptions,
      },
      handler: async (request, reply) => {
        const auth = caller(request);
        const p = request.params;
        const scope = scopeOf(auth);
        if (p.region !== 'All' && auth.level >= 3 && !scope.regionIds.includes(p.region))
          throw new Problem('forbidden');
        const query = {
          region: p.region === 'All' ? null : p.region,
          status: auth.level === 1 ? null : p.status,
          search: p.search,
          sort: p.sortField,
          ascending: p.isAscending,
        };
        return sendExport(reply, request.query, {
          list: 'plants',
          columns,
          rows: (each) => streamPlants(db, scope, query, each),
        });
      },
    });
}
