import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, exportHeaders, exportOptions, orgListQuery } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { EXPORT_PRODUCES, sendExport, type ExportColumn } from '../../lib/list-export';
import { caller, requireCan } from '../../plugins/auth';
import { streamOrganisations, type OrganisationListRow } from './orgs.queries';

const [H_NAME] = exportHeaders.organisations;
const columns: ExportColumn<OrganisationListRow>[] = [{ header: H_NAME, value: (row) => row.name }];

/** GET /org/export (issue 17): every organisation of the list (L1), with its search and direction. */
export function orgExportRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get('/org/export', {
    schema: {
      tags: ['organisations'],
      summary:
        "Export of the organisations list (L1): every organisation (all pages) with the list's search and direction, as CSV or Excel",
      problems: ['forbidden'],
      produces: EXPORT_PRODUCES,
      querystring: orgListQuery.omit({ page: true }).extend(exportOptions.shape),
    },
    handler: async (request, reply) => {
      requireCan(caller(request), can.manageOrganisations);
      const { search, isAsc, format, dates } = request.query;
      return sendExport(
        reply,
        { format, dates },
        { list: 'organisations', columns, rows: (each) => streamOrganisations(db, { search, isAsc }, each) },
      );
    },
  });
}
